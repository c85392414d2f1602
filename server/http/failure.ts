/**
 * An expected failure on its way to the client: the HTTP status, the provider's numeric code (ERR items) and
 * what travels with it. Services return these as `Result` errors; guards throw them inside a FailureError.
 */
import { ErrorCode } from '../../core/errors/error-codes';

export interface Failure {
  readonly status: number;
  readonly code: number;
  readonly message: string;
  /** Seconds until the request may be tried again: sent as `Retry-After` and `retry_after`. */
  readonly retryAfterSeconds?: number;
  /** Wrong-code answers: how many guesses the code has left. */
  readonly attemptsRemaining?: number;
  /** AUTH-26: the session was revoked; the client must log out. */
  readonly logout?: boolean;
  /** More fields of the error object (e.g. an exhausted allowance: `likes_remaining`, `rate_limited_until`). */
  readonly details?: Readonly<Record<string, unknown>>;
}

export const failure = {
  badRequest: (message = 'Bad request'): Failure => ({ status: 400, code: ErrorCode.BAD_REQUEST, message }),
  unauthorized: (message = 'Missing or expired auth token'): Failure => ({ status: 401, code: ErrorCode.UNAUTHORIZED, message }),
  /** AUTH-26: a revoked session (logout elsewhere, refresh-token reuse, ban). */
  sessionRevoked: (): Failure => ({ status: 403, code: ErrorCode.FORBIDDEN, message: 'Session ended', logout: true }),
  forbidden: (message = 'Forbidden'): Failure => ({ status: 403, code: ErrorCode.FORBIDDEN, message }),
  notFound: (message = 'Not found'): Failure => ({ status: 404, code: ErrorCode.NOT_FOUND, message }),
  payloadTooLarge: (): Failure => ({ status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Request body is too large' }),
  unsupportedMediaType: (): Failure => ({
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'Unsupported content type',
  }),
  rateLimited: (
    retryAfterMs: number,
    code: number = ErrorCode.RATE_LIMITED,
    message = 'Request rate limited',
    details?: Readonly<Record<string, unknown>>,
  ): Failure => ({
    status: 429,
    code,
    message,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    ...(details === undefined ? {} : { details }),
  }),
  serverError: (): Failure => ({ status: 500, code: ErrorCode.SERVER_ERROR, message: 'Internal server error' }),
} as const;

/** Carries a Failure through code that can only throw (hooks, validators); the error handler answers it. */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = 'FailureError';
  }
}
