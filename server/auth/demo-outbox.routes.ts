/**
 * GET /demo/outbox?to=<phone or e-mail>: the codes the demo outbox "sent" to one destination, latest first.
 * Registered only in demo and dev modes; in production the path does not exist (404).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { withLocale } from '../http/schemas';
import type { DemoOutbox } from './demo-outbox';
import { normaliseEmail, normalisePhone } from './destination';

const OutboxQuery = withLocale({ to: Type.String({ minLength: 1, maxLength: 320 }) });

export const registerDemoOutboxRoutes = (api: FastifyInstance, deps: { readonly outbox: DemoOutbox }): void => {
  api.get<{ Querystring: Static<typeof OutboxQuery> }>('/demo/outbox', { schema: { querystring: OutboxQuery } }, async (request, reply) => {
    const raw = request.query.to.trim();
    // An unencoded '+' in a query string arrives as a space (then trimmed): a phone may come without it.
    const to = raw.includes('@') ? normaliseEmail(raw) : normalisePhone(raw.startsWith('+') ? raw : `+${raw}`);
    if (to === null) return sendFailure(reply, failure.badRequest('`to` must be a phone number in E.164 or an e-mail address'));
    const messages = deps.outbox.messagesTo(to).map((message) => ({
      channel: message.channel,
      to: message.to,
      text: message.text,
      sent_at: new Date(message.sentAt).toISOString(),
    }));
    return sendData(reply, { messages });
  });
};
