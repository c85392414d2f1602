/**
 * The captcha solver of the browser (AUTH-29): works an ALTCHA proof of work out with altcha-lib's own solver,
 * in Web Workers (so the page stays responsive), or on the page itself when workers cannot start. The work code
 * is its own chunk, loaded the first time a captcha comes, never at start.
 */
import { err, type Result } from '../../core/shared';
import { CaptchaSolverError, type AuthFailure, type CaptchaChallenge, type CaptchaSolverPort } from '../../core/auth';

export const ALTCHA_VENDOR = 'altcha';

export class AltchaSolver implements CaptchaSolverPort {
  async solve(challenge: CaptchaChallenge): Promise<Result<string, AuthFailure>> {
    if (challenge.vendor !== ALTCHA_VENDOR) return err({ code: CaptchaSolverError.UNSUPPORTED, message: `No solver for ${challenge.vendor}` });
    const { solveAltcha } = await import('./altcha-work');
    return solveAltcha(challenge.data);
  }
}
