/**
 * Browser clients (`platform: web`) never see their refresh token: it lives in an HttpOnly, Secure,
 * SameSite=Strict cookie scoped to the API, and their refresh requests carry an empty token instead.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Header } from '../../core/api/constants';

export const REFRESH_COOKIE = 'refresh_token';

export const isWebClient = (request: FastifyRequest): boolean => request.headers[Header.PLATFORM] === 'web';

const attributes = (path: string) => ({ httpOnly: true, secure: true, sameSite: 'strict', path }) as const;

export const setRefreshCookie = (reply: FastifyReply, token: string, options: { readonly path: string; readonly maxAgeMs: number }): void => {
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(options.path), maxAge: Math.floor(options.maxAgeMs / 1000) });
};

export const clearRefreshCookie = (reply: FastifyReply, path: string): void => {
  reply.clearCookie(REFRESH_COOKIE, attributes(path));
};

export const readRefreshCookie = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' ? undefined : value;
};
