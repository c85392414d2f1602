import type { ApiFailure } from '../../core/api';
import type { AuthFailure } from '../../core/auth';

/** An API failure in auth's words: the server's code and HTTP status when it answered, else the stable API code. */
export const failureOf = (f: ApiFailure): AuthFailure => {
  switch (f.kind) {
    case 'http':
    case 'forced-logout': {
      // BAN-01: a JSON answer (the browser's token refresh) carries the ban payload beside the code.
      const { code, message, ...rest } = f.response.error ?? {};
      return {
        code: typeof code === 'number' || typeof code === 'string' ? code : f.code,
        message: typeof message === 'string' ? message : f.message,
        status: f.response.status,
        ...(rest['isBan'] === true ? { ban: rest } : {}),
      };
    }
    case 'rate-limited':
      return {
        code: f.response.error?.code ?? f.code,
        message: f.response.error?.message ?? f.message,
        status: f.response.status,
        ...(f.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: f.retryAfterSeconds }),
      };
    case 'unauthorized':
      return { code: f.serverCode ?? f.code, message: f.message, status: 401 };
    default:
      return { code: f.code, message: f.message };
  }
};
