/**
 * The realtime wire protocol, shared by the server and the client. Frames are small JSON texts.
 * The server sends nudges that tell the client what to fetch; it never pushes whole objects.
 */

/** A nudge from the server. */
export type Nudge =
  | { readonly type: 'match'; readonly matchId: string }
  | { readonly type: 'message'; readonly matchId: string; readonly messageId: string }
  | { readonly type: 'typing'; readonly matchId: string; readonly userId: string }
  | { readonly type: 'read'; readonly matchId: string; readonly messageId: string }
  /** The match ended (either member unmatched, blocked or reported the other): it leaves both lists. */
  | { readonly type: 'unmatch'; readonly matchId: string }
  | { readonly type: 'ban' }
  | { readonly type: 'logout' }
  | { readonly type: 'pong' };

/** A frame from the client. */
export type ClientFrame =
  | { readonly type: 'ping' }
  | { readonly type: 'typing'; readonly matchId: string };

/** WebSocket close codes the server uses, so a client knows whether to come back. */
export const CloseCode = {
  /** The session ended (logout, ban, revoked family): do not reconnect. */
  SESSION_ENDED: 4001,
  /** The socket token was missing, unknown or expired: fetch a new one, then reconnect. */
  BAD_TOKEN: 4003,
  /** The Origin header was not allowed. */
  BAD_ORIGIN: 4004,
} as const;

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128;

/** Parses one server frame; anything malformed or unknown gives `undefined`. */
export const parseNudge = (text: string): Nudge | undefined => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const f = raw as Record<string, unknown>;
  switch (f.type) {
    case 'match':
    case 'unmatch':
      return isString(f.matchId) ? { type: f.type, matchId: f.matchId } : undefined;
    case 'message':
      return isString(f.matchId) && isString(f.messageId) ? { type: 'message', matchId: f.matchId, messageId: f.messageId } : undefined;
    case 'typing':
      return isString(f.matchId) && isString(f.userId) ? { type: 'typing', matchId: f.matchId, userId: f.userId } : undefined;
    case 'read':
      return isString(f.matchId) && isString(f.messageId) ? { type: 'read', matchId: f.matchId, messageId: f.messageId } : undefined;
    case 'ban':
    case 'logout':
    case 'pong':
      return { type: f.type };
    default:
      return undefined;
  }
};

/** Parses one client frame; anything malformed gives `undefined`. */
export const parseClientFrame = (text: string): ClientFrame | undefined => {
  if (text.length > 1024) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const f = raw as Record<string, unknown>;
  if (f.type === 'ping') return { type: 'ping' };
  if (f.type === 'typing' && isString(f.matchId)) return { type: 'typing', matchId: f.matchId };
  return undefined;
};
