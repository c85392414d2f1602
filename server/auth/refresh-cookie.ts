/**
 * Browser clients (`platform: web`) never see their refresh token: it lives in an HttpOnly, Secure,
 * SameSite=Strict cookie named with the `__Host-` prefix (and so does the marker below), which a browser accepts only when it is Secure, has
 * `Path=/` and no `Domain`: no other host of the site (a sibling subdomain, a page on plain HTTP) can set or
 * shadow it. Beside it goes a marker cookie that scripts can read and that holds no secret ("1"), with the same
 * lifetime: a page at start asks for a silent refresh only when the marker says there may be a session to resume.
 *
 * Cookies change only on an accepted request: a sign-in, a refresh or a logout that passed every check. A refused
 * one (another origin, a wrong content type, no cookie, a token that opens nothing) leaves them as they are, so a
 * page of another origin on the same site cannot log a member out by sending a request that fails.
 *
 * The cookie was called `refresh_token` on `Path=${API_BASE}` before, and the marker `spark_session`; a browser
 * that still holds them is served from them, and the first accepted refresh moves both to the new names (and
 * clears the old ones). After the refresh
 * token lifetime (30 days) no such cookie can still open anything, and the fallback can go.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Header, LEGACY_SESSION_HINT_COOKIE, SESSION_HINT_COOKIE } from '../../core/api/constants';

export const REFRESH_COOKIE = '__Host-refresh_token';
/** The name (and path: the API base) the cookie had before it took the `__Host-` prefix. */
export const LEGACY_REFRESH_COOKIE = 'refresh_token';

export const isWebClient = (request: FastifyRequest): boolean => request.headers[Header.PLATFORM] === 'web';

const refreshAttributes = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;
const hintAttributes = { httpOnly: false, secure: true, sameSite: 'strict', path: '/' } as const;
const legacyAttributes = (apiBase: string) => ({ httpOnly: true, secure: true, sameSite: 'strict', path: apiBase }) as const;

export interface RefreshCookieOptions {
  readonly apiBase: string;
  readonly maxAgeMs: number;
}

/** An accepted sign-in or refresh of a browser: the (rotated) token, the marker, and the old name gone. */
export const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string, options: RefreshCookieOptions): void => {
  const maxAge = Math.floor(options.maxAgeMs / 1000);
  reply.setCookie(REFRESH_COOKIE, token, { ...refreshAttributes, maxAge });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintAttributes, maxAge });
  clearLegacy(request, reply, options.apiBase);
};

/** An accepted logout: every cookie of the session goes. */
export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply, apiBase: string): void => {
  reply.clearCookie(REFRESH_COOKIE, refreshAttributes);
  reply.clearCookie(SESSION_HINT_COOKIE, hintAttributes);
  clearLegacy(request, reply, apiBase);
};

/** The cookies of before the prefixes, when the browser still sent them. */
const clearLegacy = (request: FastifyRequest, reply: FastifyReply, apiBase: string): void => {
  if (request.cookies[LEGACY_REFRESH_COOKIE] !== undefined) reply.clearCookie(LEGACY_REFRESH_COOKIE, legacyAttributes(apiBase));
  if (request.cookies[LEGACY_SESSION_HINT_COOKIE] !== undefined) reply.clearCookie(LEGACY_SESSION_HINT_COOKIE, hintAttributes);
};

const valueOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.cookies[name];
  return value === undefined || value === '' ? undefined : value;
};

/** The refresh token of the cookie: the prefixed one, else one a browser kept from before the prefix. */
export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  valueOf(request, REFRESH_COOKIE) ?? valueOf(request, LEGACY_REFRESH_COOKIE);
