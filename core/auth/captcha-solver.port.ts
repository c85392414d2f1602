import type { Result } from '../shared';
import type { AuthFailure } from './auth-answer';
import type { CaptchaChallenge } from './login-flow';

/**
 * AUTH-29: works out a captcha on the device, without the member: a proof of work (ALTCHA) that costs the
 * device about a second and asks nothing of the person. Answers what verify-captcha takes; a vendor it cannot
 * solve, or a device that cannot do the work, is a failure.
 */
export interface CaptchaSolverPort {
  solve(challenge: CaptchaChallenge): Promise<Result<string, AuthFailure>>;
}

/** The solver's failures. */
export const CaptchaSolverError = {
  /** A vendor this client has no solver for (recaptcha, arkose). */
  UNSUPPORTED: 'AUTH.CAPTCHA_UNSUPPORTED',
  /** The device could not do the work (no Web Crypto, a timeout, a malformed challenge). */
  UNSOLVED: 'AUTH.CAPTCHA_UNSOLVED',
} as const;
