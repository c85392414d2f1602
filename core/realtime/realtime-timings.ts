import type { BackoffPolicy } from './backoff';

/** The realtime link's timings (CHAT-06): reconnect backoff, keep-alive ping and silence timeout. */
export interface RealtimeTimings {
  readonly backoff: BackoffPolicy;
  /** How often an open link sends a ping. */
  readonly pingIntervalMs: number;
  /** How long a link may stay silent (no pong, no nudge) before it is treated as dead. */
  readonly silenceTimeoutMs: number;
}

/** CHAT-06: backoff base 1 s and cap 10 s, ping every 60 s, ping timeout 90 s. */
export const REALTIME_TIMINGS: RealtimeTimings = {
  backoff: { baseMs: 1_000, capMs: 10_000 },
  pingIntervalMs: 60_000,
  silenceTimeoutMs: 90_000,
};
