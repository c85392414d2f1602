import { classifyError, type MessageKey } from '../errors';
import type { AuthFailure } from './auth-answer';

/** Message keys of the login flow's own refusals (in locales/, beside the error catalogue's). */
export type LoginMessageKey = MessageKey | 'auth.error.codeLength' | 'auth.error.captchaFailed';

/**
 * The message a person reads for a failed login step: the flow's own checks first, then transport failures,
 * then the server's code in the login context of the error catalogue (ERR-10, ERR-12).
 */
export const loginErrorMessage = (failure: AuthFailure): LoginMessageKey => {
  switch (failure.code) {
    case 'AUTH.INVALID_PHONE':
      return 'error.phoneInvalid';
    case 'AUTH.INVALID_EMAIL':
      return 'error.emailInvalid';
    case 'AUTH.INVALID_CODE':
      return 'auth.error.codeLength';
    case 'AUTH.CAPTCHA_FAILED':
      return 'auth.error.captchaFailed';
    case 'API.TIMEOUT':
      return 'error.requestTimeout';
    case 'API.NETWORK':
      return 'error.networkUnreachable';
    case 'API.RATE_LIMITED':
      return 'error.rateLimited';
  }
  if (typeof failure.code === 'number') {
    return classifyError({ status: failure.status ?? 400, code: failure.code, context: 'login' }).messageKey;
  }
  return 'error.unexpected';
};
