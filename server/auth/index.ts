/**
 * server/auth — sign-in and sessions (AUTH items, D1 section 7).
 * Owns: the protobuf gateway (/v3/auth/login, /v4/auth/token), one-time codes and their limits, the
 * proof-of-work captcha (ALTCHA), sessions (rotation, reuse detection, logout, bans, the member's list of
 * signed-in devices), the outbox port and its demo implementation.
 * Needs: the database, the clock, users (created at first sign-in). Exposes: the services, the auth guards
 * for other modules' routes, and `events` (session ended) for the socket layer.
 */
import type { preHandlerAsyncHookHandler, FastifyInstance } from 'fastify';
import { demoOutboxEnabled } from '../config';
import type { ServerContext } from '../context';
import { authGuard } from '../http/auth-guard';
import { UsersService } from '../users/users.service';
import { registerCaptchaRoutes } from './captcha.routes';
import { CaptchaService } from './captcha.service';
import { DemoOutbox } from './demo-outbox';
import { registerDemoOutboxRoutes } from './demo-outbox.routes';
import { registerDeviceRoutes } from './devices.routes';
import { registerGatewayRoutes } from './gateway.routes';
import type { Outbox } from './outbox.port';
import { registerSessionRoutes } from './session.routes';
import { SessionEvents } from './session-events';
import { SessionService } from './session.service';
import { SignInService } from './sign-in.service';

export type { Outbox, OutboundMessage } from './outbox.port';
export { DemoOutbox, type SentMessage } from './demo-outbox';
export type { SessionEnded, SessionEndReason, SessionEvents } from './session-events';
export { SESSION_END_REASONS } from './session-events';
export type { DeviceSession, IssuedSession, SessionService } from './session.service';

export interface AuthModule {
  readonly sessions: SessionService;
  readonly signIn: SignInService;
  readonly captcha: CaptchaService;
  /** Session ended (logout, refresh-token reuse, ban): the socket layer closes the family's sockets. */
  readonly events: SessionEvents;
  readonly outbox: Outbox;
  /** Pre-handlers for other modules' routes: a member token, an onboarding token, or either (`signedIn`). */
  readonly guards: {
    readonly member: preHandlerAsyncHookHandler;
    readonly onboarding: preHandlerAsyncHookHandler;
    readonly signedIn: preHandlerAsyncHookHandler;
  };
  registerRoutes(api: FastifyInstance): void;
}

export const createAuthModule = (
  ctx: ServerContext,
  options: { readonly outbox?: Outbox; readonly users?: UsersService } = {},
): AuthModule => {
  const { config, db, clock, log } = ctx;
  const outbox =
    options.outbox ??
    new DemoOutbox({
      now: () => clock.now(),
      log: (message) => log.info({ channel: message.channel, to: message.to }, `outbox: ${message.text}`),
    });
  const events = new SessionEvents((error) => log.error({ err: error }, 'session-ended listener failed'));
  const sessions = new SessionService({ db, clock, config: config.auth, events });
  const captcha = new CaptchaService({ db, clock, config: config.captcha });
  const users = options.users ?? new UsersService();
  const signIn = new SignInService({ db, clock, otp: config.otp, captchaRule: config.captcha.afterIpSends, outbox, sessions, captcha, users });
  const authenticate = sessions.authenticate.bind(sessions);
  return {
    sessions,
    signIn,
    captcha,
    events,
    outbox,
    guards: {
      member: authGuard(authenticate, 'member'),
      onboarding: authGuard(authenticate, 'onboarding'),
      signedIn: authGuard(authenticate, ['member', 'onboarding']),
    },
    registerRoutes(api) {
      registerGatewayRoutes(api, { config, signIn, sessions });
      registerSessionRoutes(api, { config, sessions });
      registerCaptchaRoutes(api, { captcha });
      registerDeviceRoutes(api, { sessions, member: authGuard(authenticate, 'member') });
      if (demoOutboxEnabled(config) && outbox instanceof DemoOutbox) registerDemoOutboxRoutes(api, { outbox });
    },
  };
};
