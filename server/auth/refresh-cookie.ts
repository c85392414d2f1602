/**
 * Browser clients (`platform: web`) never see their refresh token: it lives in an HttpOnly, Secure,
 * SameSite=Strict cookie scoped to the API, and their refresh requests carry an empty token instead.
 * Beside it goes a marker cookie that scripts can read and that holds no secret ("1"), with the same lifetime:
 * a page at start asks for a silent refresh only when the marker says there may be a session to resume.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Header, SESSION_HINT_COOKIE } from '../../core/api/constants';

export const REFRESH_COOKIE = 'refresh_token';

export const isWebClient = (request: FastifyRequest): boolean => request.headers[Header.PLATFORM] === 'web';

const attributes = (path: string) => ({ httpOnly: true, secure: true, sameSite: 'strict', path }) as const;
const hintAttributes = { httpOnly: false, secure: true, sameSite: 'strict', path: '/' } as const;

export const setRefreshCookie = (reply: FastifyReply, token: string, options: { readonly path: string; readonly maxAgeMs: number }): void => {
  const maxAge = Math.floor(options.maxAgeMs / 1000);
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(options.path), maxAge });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintAttributes, maxAge });
};

export const clearRefreshCookie = (reply: FastifyReply, path: string): void => {
  reply.clearCookie(REFRESH_COOKIE, attributes(path));
  reply.clearCookie(SESSION_HINT_COOKIE, hintAttributes);
};

export const readRefreshCookie = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' ? undefined : value;
};
