/**
 * The pre-handler of authorised routes: reads `X-Auth-Token` (API-02), asks the session service what it
 * stands for, and either puts the member on `request.auth` or answers 401/40100 (missing, unknown, expired:
 * AUTH-25) or 403 with `logout: true` (revoked: AUTH-26).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Header } from '../../core/api/constants';
import type { Result } from '../../core/shared';
import { FailureError, type Failure } from './failure';

/** What a token grants: a member session, or only the onboarding steps of a new member (AUTH-19, AUTH-45). */
export type TokenScope = 'member' | 'onboarding';

export interface Authenticated {
  readonly userId: string;
  readonly familyId: string;
  readonly scope: TokenScope;
}

/** Checks a token against the scope, or one of the scopes, a route admits. */
export type Authenticate = (token: string | undefined, scope: TokenScope | readonly TokenScope[]) => Promise<Result<Authenticated, Failure>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on authorised routes. */
    auth: Authenticated | null;
  }
}

export const readAuthToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers[Header.AUTH_TOKEN];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** A pre-handler admitting tokens of one scope, or of any of several. */
export const authGuard =
  (authenticate: Authenticate, scope: TokenScope | readonly TokenScope[]): preHandlerAsyncHookHandler =>
  async (request) => {
    const result = await authenticate(readAuthToken(request), scope);
    if (!result.ok) throw new FailureError(result.error);
    request.auth = result.value;
  };

/** The member of a guarded route (a route without the guard calling this is a bug). */
export const authOf = (request: FastifyRequest): Authenticated => {
  if (request.auth === null) throw new Error(`${request.routeOptions.url} reads request.auth without an auth guard`);
  return request.auth;
};

export const installAuthDecorator = (app: FastifyInstance): void => {
  app.decorateRequest('auth', null);
};
