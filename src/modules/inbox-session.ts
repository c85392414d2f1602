import type { MatchLookupPort } from '../../core/routing';
import { token } from '../../core/shared';

/**
 * What signing in and out does to matches and chat, and the chat route's match lookup (ROUTE-21). Bound by the
 * lazily loaded matches module; this file holds only the token, so the start-up bundle does not pull that chunk.
 */
export interface InboxSession {
  signedIn(): Promise<void>;
  signedOut(): Promise<void>;
  readonly lookup: MatchLookupPort;
}

export const INBOX_SESSION = token<InboxSession>('matches.Session');
