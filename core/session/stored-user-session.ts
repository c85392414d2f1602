import {
  booleanDecoder,
  encodeEnvelope,
  finiteNumberDecoder,
  nullableDecoder,
  objectDecoder,
  parseEnvelope,
  stringDecoder,
  type Decoder,
} from '../persistence';
import type { LeverValue, UserSession } from './user-session';

/** The version of the stored user session; a record of another version is dropped. */
export const STORED_USER_SESSION_VERSION = 1;

/** A user session as read back from storage, with the time it was saved (SESS-10 counts from there). */
export interface StoredUserSession {
  readonly session: UserSession;
  readonly savedAt: number;
}

/** A string, a boolean or a finite number; anything else is refused by the number decoder. */
const leverDecoder: Decoder<LeverValue> = (input, path = '') => {
  if (typeof input === 'string') return stringDecoder(input, path);
  if (typeof input === 'boolean') return booleanDecoder(input, path);
  return finiteNumberDecoder(input, path);
};

const sessionDecoder = objectDecoder({
  id: stringDecoder,
  startedAt: finiteNumberDecoder,
  lastActivityAt: finiteNumberDecoder,
  lever: nullableDecoder(leverDecoder),
});

/** The stored text of a user session; `lastActivityAt` should be the published (throttled) value. */
export const encodeStoredUserSession = (session: UserSession, savedAt: number): string =>
  encodeEnvelope(STORED_USER_SESSION_VERSION, savedAt, {
    id: session.id,
    startedAt: session.startedAt,
    lastActivityAt: session.lastActivityAt,
    lever: session.lever,
  });

/** Reads a stored user session back; anything malformed, empty or of another version reads as null. */
export const decodeStoredUserSession = (text: string | null): StoredUserSession | null => {
  if (text === null) return null;
  const envelope = parseEnvelope(text);
  if (typeof envelope === 'string' || envelope.v !== STORED_USER_SESSION_VERSION) return null;
  const decoded = sessionDecoder(envelope.d);
  if (!decoded.ok || decoded.value.id === '') return null;
  return { session: decoded.value, savedAt: envelope.t };
};
