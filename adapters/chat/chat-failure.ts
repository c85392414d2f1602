import type { ApiFailure } from '../../core/api';
import type { ChatError } from '../../core/chat';

/**
 * An API failure as matches and chat read it: the server's code (42901 for any rate limit) with the HTTP status
 * and, for a rate limit, how long to wait; the `API.*` code when there was no answer.
 */
export const chatError = (failure: ApiFailure): ChatError => {
  switch (failure.kind) {
    case 'rate-limited':
      return {
        code: 42901,
        message: failure.message,
        status: failure.response.status,
        ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterMs: failure.retryAfterSeconds * 1000 }),
      };
    case 'http':
      return { code: failure.code, message: failure.message, status: failure.status };
    case 'forced-logout':
      return { code: failure.code, message: failure.message, status: 403 };
    default:
      return { code: failure.code, message: failure.message };
  }
};
