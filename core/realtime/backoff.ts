import type { Random } from '../shared';

/** The bounds of the reconnect backoff. */
export interface BackoffPolicy {
  readonly baseMs: number;
  readonly capMs: number;
}

/**
 * Where a client stands in its run of failed attempts: how many in a row, and the delay it last waited.
 * A value, so that the rule stays pure and a successful connection resets it by replacing it.
 */
export interface BackoffState {
  readonly failures: number;
  readonly previousDelayMs: number;
}

/** Each delay is drawn up to this many times the previous one. */
const GROWTH = 3;

/** The state of a client that has not failed yet (and of one that just connected). */
export const initialBackoff = (policy: BackoffPolicy): BackoffState => ({ failures: 0, previousDelayMs: policy.baseMs });

/**
 * CHAT-06, decorrelated jitter: the next delay is uniform in [base, min(cap, previous × 3)].
 * Each draw starts from the client's own previous draw, so clients dropped together drift apart
 * instead of retrying in step, and no client ever retries sooner than `base`.
 */
export const nextBackoff = (
  policy: BackoffPolicy,
  state: BackoffState,
  random: Random,
): { readonly delayMs: number; readonly state: BackoffState } => {
  const upper = Math.min(policy.capMs, Math.max(policy.baseMs, state.previousDelayMs * GROWTH));
  const delayMs = Math.round(policy.baseMs + random.next() * (upper - policy.baseMs));
  return { delayMs, state: { failures: state.failures + 1, previousDelayMs: delayMs } };
};
