/** POST /v2/auth/logout (AUTH-33) and GET /healthcheck/auth (AUTH-24). */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { readAuthToken } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { isTrustedOrigin } from '../http/origin';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import type { SessionService } from './session.service';

export const registerSessionRoutes = (api: FastifyInstance, deps: { readonly config: ServerConfig; readonly sessions: SessionService }): void => {
  const { config, sessions } = deps;

  api.post('/v2/auth/logout', async (request, reply) => {
    const refreshToken = isTrustedOrigin(request, config.trustedOrigins) ? readRefreshCookie(request) : undefined;
    const result = await sessions.logout({
      ...(readAuthToken(request) === undefined ? {} : { accessToken: readAuthToken(request) }),
      ...(refreshToken === undefined ? {} : { refreshToken }),
    });
    // The cookie goes either way: a client that logs out must not keep a way back in (AUTH-33).
    clearRefreshCookie(reply, config.apiBase);
    return result.ok ? sendData(reply, {}) : sendFailure(reply, result.error);
  });

  api.get('/healthcheck/auth', async (request, reply) => sendData(reply, { is_healthy: await sessions.isHealthy(readAuthToken(request)) }));
};
