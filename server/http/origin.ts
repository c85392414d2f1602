/**
 * Which web pages may use the refresh cookie (and, later, open sockets): the server's own origin and the
 * configured trusted ones. Requests without an Origin header come from non-browser clients and are allowed.
 */
import type { FastifyRequest } from 'fastify';

export const isTrustedOrigin = (request: FastifyRequest, trustedOrigins: readonly string[]): boolean => {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (trustedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};
