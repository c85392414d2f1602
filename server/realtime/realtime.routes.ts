/**
 * GET /ws/generate (CHAT-05, EP-097): a socket ticket and the relative URL that uses it.
 * GET /ws: the realtime socket (D2 section 9). The ticket and the Origin are checked before the upgrade, and
 * a refusal is a close code the browser can read (an HTTP status before the upgrade is hidden from pages):
 * 4004 for an untrusted page origin, 4003 for a bad ticket. Requests without an Origin come from non-browser
 * clients and are allowed.
 */
// The plugin's declarations add `request.ws` and the route's `wsHandler`.
import type {} from '@fastify/websocket';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CloseCode } from '../../core/realtime/protocol';
import type { ServerConfig } from '../config';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { isTrustedOrigin } from '../http/origin';
import { withLocale } from '../http/schemas';
import type { TicketHolder } from './socket-ticket.repository';
import type { SocketTicketService } from './socket-ticket.service';
import { openSocketSession, type SocketSessionDeps } from './socket-session';

// The ticket's length is checked when it is redeemed, so that a bad one closes the socket with 4003.
const SocketQuery = withLocale({ token: Type.Optional(Type.String()) });

type Admission = { readonly kind: 'admitted'; readonly holder: TicketHolder } | { readonly kind: 'bad-origin' } | { readonly kind: 'bad-token' };

export interface RealtimeRouteDeps {
  readonly config: ServerConfig;
  readonly tickets: SocketTicketService;
  readonly member: preHandlerAsyncHookHandler;
  readonly session: SocketSessionDeps;
}

export const socketPath = (config: ServerConfig): string => `${config.apiBase}/ws`;

export const registerRealtimeRoutes = (api: FastifyInstance, deps: RealtimeRouteDeps): void => {
  const { config, tickets } = deps;
  const admissions = new WeakMap<FastifyRequest, Admission>();

  api.get('/ws/generate', { preHandler: deps.member }, async (request, reply) => {
    const token = await tickets.issue(authOf(request));
    return sendData(reply, { token, url: `${socketPath(config)}?token=${token}` });
  });

  api.route<{ Querystring: Static<typeof SocketQuery> }>({
    method: 'GET',
    url: '/ws',
    schema: { querystring: SocketQuery },
    // Runs before the upgrade; only a real upgrade spends the ticket.
    preHandler: async (request) => {
      if (!request.ws) return;
      if (!isTrustedOrigin(request, config.trustedOrigins)) {
        admissions.set(request, { kind: 'bad-origin' });
        return;
      }
      const holder = await tickets.redeem(request.query.token);
      admissions.set(request, holder === null ? { kind: 'bad-token' } : { kind: 'admitted', holder });
    },
    handler: async (_request, reply) => sendFailure(reply, failure.badRequest('This path takes a WebSocket upgrade')),
    wsHandler: (socket, request) => {
      const admission = admissions.get(request) ?? { kind: 'bad-token' };
      switch (admission.kind) {
        case 'bad-origin':
          return socket.close(CloseCode.BAD_ORIGIN, 'Origin not allowed');
        case 'bad-token':
          return socket.close(CloseCode.BAD_TOKEN, 'Bad or expired socket token');
        case 'admitted':
          return openSocketSession(socket, admission.holder, deps.session);
      }
    },
  });
};
