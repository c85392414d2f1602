/**
 * server/chat — messages between matched members (CHAT items).
 * Owns: the messages table's repository, the messages service (send, read a conversation) and its
 * `messageCreated` event. Needs: the database, the clock, matches. Exposes: the service and the events, which
 * the realtime layer (nudges) and the demo world (replies) listen to. The send endpoint comes with the chat
 * screens.
 */
import type { ServerContext } from '../context';
import { MessageEvents } from './message-events';
import { MessagesService } from './messages.service';

export type { Message } from './message';
export { MESSAGE_ID, MAX_MESSAGE_LENGTH } from './message';
export type { MessageCreatedListener, MessageEvents } from './message-events';
export type { MessagesService, SendMessage } from './messages.service';

export interface ChatModule {
  readonly messages: MessagesService;
  readonly events: MessageEvents;
}

export const createChatModule = (ctx: Pick<ServerContext, 'db' | 'clock' | 'log'>): ChatModule => {
  const events = new MessageEvents((error) => ctx.log.error({ err: error }, 'message-created listener failed'));
  return { events, messages: new MessagesService({ db: ctx.db, clock: ctx.clock, events }) };
};
