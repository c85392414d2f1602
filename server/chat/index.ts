/**
 * server/chat — messages between matched members (CHAT items, EP-087, EP-090, EP-099, EP-100).
 * Owns: the messages (their server sequence per match, the sender's own ids that make a resend harmless, the
 * sending allowance), the messages service and its `messageCreated` event, conversation pages, and the GIF and
 * sticker catalogue with its pictures.
 * Needs: the database, the clock, matches (who may write in which match, and its sequence).
 * Exposes: the service and the events, which the realtime layer (nudges) and the demo world (replies) listen to,
 * the message shapes of the provider, and `registerRoutes(api, { member })`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { registerChatRoutes } from './chat.routes';
import { MessageEvents } from './message-events';
import { MessagesService } from './messages.service';

export type { Message, MessageKind, MessageMedia } from './message';
export { CLIENT_MESSAGE_ID, MESSAGE_ID, MAX_MESSAGE_LENGTH } from './message';
export type { MessageCreatedListener, MessageEvents } from './message-events';
export { SEND_ALLOWANCES, type MessageContent, type MessagesService, type SendMessage, type Sent } from './messages.service';
export { incomingMessageEvent, messageAnswer } from './message-answer';
export { MEDIA_LIMIT, mediaCatalogue, type MediaType } from './media-catalogue';

export interface ChatModule {
  readonly messages: MessagesService;
  readonly events: MessageEvents;
  registerRoutes(api: FastifyInstance, deps: { readonly member: preHandlerAsyncHookHandler }): void;
}

export const createChatModule = (ctx: Pick<ServerContext, 'db' | 'clock' | 'log'> & { readonly config?: Pick<ServerContext['config'], 'apiBase'> }): ChatModule => {
  const apiBase = ctx.config?.apiBase ?? '/api';
  const events = new MessageEvents((error) => ctx.log.error({ err: error }, 'message-created listener failed'));
  const messages = new MessagesService({ db: ctx.db, clock: ctx.clock, events, apiBase });
  return {
    events,
    messages,
    registerRoutes: (api, deps) => registerChatRoutes(api, { apiBase, clock: ctx.clock, member: deps.member, messages }),
  };
};
