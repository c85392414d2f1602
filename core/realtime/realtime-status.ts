/** Why a realtime link is stopped: the app asked, or the server ended the session (close code 4001). */
export type StopReason = 'requested' | 'session-ended';

/**
 * Where the realtime link stands. `attempt` counts the connection attempts that failed in a row
 * (0 for the first connection after `start` or after a link that was open).
 */
export type RealtimeStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'connecting'; readonly attempt: number }
  | { readonly kind: 'open'; readonly since: number }
  | { readonly kind: 'waiting-to-reconnect'; readonly attempt: number; readonly retryAt: number }
  | { readonly kind: 'stopped'; readonly reason: StopReason };
