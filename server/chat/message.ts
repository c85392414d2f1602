/** A chat message as stored, and the id shape of the spec (D2 section 3: a prefix, `_`, 13 digits of milliseconds). */
import { newId } from '../platform/secrets';

export interface Message {
  readonly id: string;
  readonly matchId: string;
  readonly fromId: string;
  readonly toId: string;
  readonly text: string;
  readonly createdAt: number;
}

/** The longest message text accepted. */
export const MAX_MESSAGE_LENGTH = 5000;

/** `<24 hex>_<13-digit ms>`: unique by its random prefix, ordered and dated by its suffix. */
export const newMessageId = (now: number): string => `${newId()}_${String(Math.max(0, Math.floor(now))).padStart(13, '0')}`;

export const MESSAGE_ID = /^[0-9a-f]{24}_\d{13}$/;
