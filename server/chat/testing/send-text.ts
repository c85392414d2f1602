/** Sends a text message through the messages service, as tests below the HTTP layer do, under a fresh id of the sender. */
import { randomBytes } from 'node:crypto';
import type { MessagesService } from '../messages.service';

/** A sender's message id (CHAT-02 shape) stamped with `now`. */
export const clientMessageId = (now: number): string => `${randomBytes(6).toString('hex')}_${String(now).padStart(13, '0')}`;

export const sendText = (messages: MessagesService, input: { readonly matchId: string; readonly fromId: string; readonly text: string; readonly now?: number }) =>
  messages.send({ matchId: input.matchId, fromId: input.fromId, clientId: clientMessageId(input.now ?? Date.now()), content: { kind: 'text', text: input.text } });
