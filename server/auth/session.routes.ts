/** POST /v2/auth/logout (AUTH-33) and GET /healthcheck/auth (AUTH-24). */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { readAuthToken } from '../http/auth-guard';
import { JSON_CONTENT_TYPE, sendData, sendFailure, successBody } from '../http/envelope';
import { failure } from '../http/failure';
import { isTrustedOrigin } from '../http/origin';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import type { SessionService } from './session.service';

export const registerSessionRoutes = (api: FastifyInstance, deps: { readonly config: ServerConfig; readonly sessions: SessionService }): void => {
  const { config, sessions } = deps;

  api.post('/v2/auth/logout', async (request, reply) => {
    // A page of another origin (even on the same site) cannot end a session, nor touch its cookies.
    if (!isTrustedOrigin(request, config.trustedOrigins)) return sendFailure(reply, failure.forbidden('Untrusted origin'));
    const accessToken = readAuthToken(request);
    const refreshToken = readRefreshCookie(request);
    const result = await sessions.logout({
      ...(accessToken === undefined ? {} : { accessToken }),
      ...(refreshToken === undefined ? {} : { refreshToken }),
    });
    if (!result.ok) return sendFailure(reply, result.error);
    // AUTH-33: a client that logged out keeps no way back in; the cookies go with the accepted logout only.
    clearRefreshCookie(request, reply, config.apiBase);
    return sendData(reply, {});
  });

  // AUTH-24: two possible answers, encoded once (issue 11: the health check is the lightest call there is).
  const healthy = Buffer.from(JSON.stringify(successBody({ is_healthy: true })));
  const unhealthy = Buffer.from(JSON.stringify(successBody({ is_healthy: false })));
  api.get('/healthcheck/auth', async (request, reply) =>
    reply
      .code(200)
      .type(JSON_CONTENT_TYPE)
      .send((await sessions.isHealthy(readAuthToken(request))) ? healthy : unhealthy),
  );
};
