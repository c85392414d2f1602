/**
 * The provider's envelopes (API items, ERR-01): success `{ meta: { status }, data }`; failure
 * `{ meta: { status }, error: { code, message }, logout? }` with `Retry-After` on rate limits.
 */
import type { FastifyReply } from 'fastify';
import type { Failure } from './failure';

/** The content type fastify gives a JSON object; an answer encoded ahead of time says it itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const successBody = <T>(data: T, status = 200) => ({ meta: { status }, data });

export const failureBody = (f: Failure) => ({
  meta: { status: f.status },
  error: {
    ...f.details,
    code: f.code,
    message: f.message,
    ...(f.retryAfterSeconds === undefined ? {} : { retry_after: f.retryAfterSeconds }),
    ...(f.attemptsRemaining === undefined ? {} : { attempts_remaining: f.attemptsRemaining }),
  },
  // AUTH-26: the forced-logout flag sits at the top of the body, beside `error`.
  ...(f.logout ? { logout: true } : {}),
});

export const sendData = <T>(reply: FastifyReply, data: T): FastifyReply => reply.code(200).send(successBody(data));

/** Status, `Retry-After` and the JSON envelope of a failure. */
export const sendFailure = (reply: FastifyReply, f: Failure): FastifyReply => {
  if (f.retryAfterSeconds !== undefined) reply.header('retry-after', String(f.retryAfterSeconds));
  return reply.code(f.status).type('application/json; charset=utf-8').send(failureBody(f));
};
