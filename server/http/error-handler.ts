/**
 * One place turns every error into the provider's answer. Bad input of any kind (unreadable JSON, wrong types,
 * oversized or unsupported bodies) is a 4xx with a code; only a fault of the server itself is a 5xx.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from './envelope';
import { failure, FailureError, type Failure } from './failure';
import './route-config';

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';

/** The failure an error stands for. */
export const failureOf = (error: unknown): Failure => {
  if (error instanceof FailureError) return error.failure;
  if (!isFastifyError(error)) return failure.serverError();
  const status = error.statusCode ?? 500;
  if (status === 413) return failure.payloadTooLarge();
  if (status === 415) return failure.unsupportedMediaType();
  if (status === 404) return failure.notFound();
  if (status === 429) return failure.rateLimited(1000);
  // Fastify's own 4xx messages describe the request (invalid JSON, bad Content-Length), never server state.
  if (status >= 400 && status < 500) return failure.badRequest(error.message);
  return failure.serverError();
};

/** Answers a failure in the route's wire format. */
export const renderFailure = (request: FastifyRequest, reply: FastifyReply, f: Failure): FastifyReply =>
  (request.routeOptions.config?.renderFailure ?? sendFailure)(reply, f);

export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    const f = failureOf(error);
    if (f.status >= 500) request.log.error({ err: error }, 'request failed');
    return renderFailure(request, reply, f);
  });
};

/** Unknown paths under the API answer 404/40400 in the envelope. */
export const installNotFound = (api: FastifyInstance): void => {
  api.setNotFoundHandler((_request, reply) => sendFailure(reply, failure.notFound()));
};
