/**
 * The outbox: messages the member sent that the server has not answered yet. An entry shows at once (pending),
 * is delivered in order per conversation under the id it was given when written (CHAT-02: the server answers a
 * repeat of an id with the message it stored, so a retry never makes a second one), and ends sent (it leaves the
 * outbox, its message joins the conversation) or failed. Rules here are pure; the store and the sender apply them.
 */
import type { MessageContent } from './message';

export type OutboxState = 'pending' | 'sending' | 'failed';

export interface OutboxEntry {
  readonly clientId: string;
  readonly matchId: string;
  /** Epoch ms when written: the order of the conversation's entries. */
  readonly createdAt: number;
  readonly content: MessageContent;
  readonly state: OutboxState;
  /** Failed deliveries in a row. */
  readonly attempts: number;
  /** Why it failed (a server or `API.*` code); with `transient`, a reconnect sends it again. */
  readonly failure?: string | number;
  readonly transient?: boolean;
}

/** How a failed delivery is handled. */
export type DeliveryFailure =
  /** The server could not be reached or was in trouble: try again later, keep the order. */
  | { readonly kind: 'transient' }
  /** Too many messages: try again after the wait. */
  | { readonly kind: 'rate-limited'; readonly waitMs: number }
  /** The server refused the message (the match ended, it is not valid): it fails; later ones go on. */
  | { readonly kind: 'refused' };

/** Transient failures in a row before an entry shows as failed (a reconnect or the member sends it again). */
export const MAX_TRANSIENT_ATTEMPTS = 6;
/** Waits between transient retries: 1 s, doubling, at most 30 s. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempts - 1));
/** How long a rate limit without a time of its own lasts. */
export const DEFAULT_RATE_LIMIT_WAIT_MS = 10_000;

/** How a failure of a send is handled, from its code and HTTP status. */
export const classifyDeliveryFailure = (error: { readonly code: string | number; readonly status?: number; readonly retryAfterMs?: number }): DeliveryFailure => {
  if (error.code === 42901 || error.code === 'API.RATE_LIMITED' || error.status === 429) return { kind: 'rate-limited', waitMs: error.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT_MS };
  if (typeof error.code === 'string') return error.code === 'API.INVALID_REQUEST' || error.code === 'API.BAD_RESPONSE' ? { kind: 'refused' } : { kind: 'transient' };
  if (error.status !== undefined && error.status >= 500) return { kind: 'transient' };
  return error.code >= 50000 ? { kind: 'transient' } : { kind: 'refused' };
};

/**
 * The entry of a conversation to deliver next: the oldest pending one, unless an older one failed for a transient
 * reason (later ones wait behind it, so the conversation keeps its order) or is being sent.
 */
export const nextToDeliver = (entries: readonly OutboxEntry[], matchId: string): OutboxEntry | undefined => {
  const ofMatch = entries.filter((entry) => entry.matchId === matchId).sort((a, b) => a.createdAt - b.createdAt);
  for (const entry of ofMatch) {
    if (entry.state === 'sending') return undefined;
    if (entry.state === 'failed') {
      if (entry.transient) return undefined;
      continue;
    }
    return entry;
  }
  return undefined;
};
