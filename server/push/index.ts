/**
 * server/push — push notifications over Web Push (SET-11).
 * Owns: the VAPID key pair (env or the data folder), `GET /v2/push/public-key`, and sending: a new match to both
 * members, a new message to its recipient, on each registered device whose member's preferences allow it;
 * expired subscriptions removed; a device forgotten when the session that registered it ends.
 * Needs: the database (push_devices and the preferences of server/settings), the config (push services, subject,
 * timeout), the member guard. The devices and preferences routes are server/settings'.
 * Exposes: the service (`notify`, `forgetSessions`, `idle`), the public key and `registerRoutes(api)`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { sendData } from '../http/envelope';
import { PushService } from './push.service';
import { loadVapidKeys, type VapidKeys } from './vapid';
import { webPushSender, type SendPush } from './web-push-sender';

export { PushService, type PushEvent } from './push.service';
export { vapidFile, type VapidKeys } from './vapid';
export type { SendPush } from './web-push-sender';

export interface PushModule {
  readonly service: PushService;
  readonly keys: VapidKeys;
  registerRoutes(api: FastifyInstance): void;
}

export const createPushModule = (ctx: Pick<ServerContext, 'db' | 'config' | 'log'>, deps: { readonly member: preHandlerAsyncHookHandler; readonly send?: SendPush }): PushModule => {
  const keys = loadVapidKeys(ctx.config.push, ctx.config.dataDir);
  const service = new PushService({
    db: ctx.db,
    send: deps.send ?? webPushSender(keys, ctx.config.push.subject, ctx.config.push.timeoutMs),
    warn: (message, details) => ctx.log.warn(details, message),
  });
  return {
    service,
    keys,
    registerRoutes: (api) => {
      api.get('/v2/push/public-key', { preHandler: deps.member }, async (_request, reply) => sendData(reply, { public_key: keys.publicKey }));
    },
  };
};
