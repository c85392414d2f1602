import type { AuthApiPort, CaptchaSolverPort } from '../../core/auth';
import type { BanCaptchaChallenge, BanCaptchaPort, CaptchaProof } from '../../core/bans';

/**
 * BAN-13: the captcha of a ban's appeal and challenge, passed by the device: the sign-in's solver works the
 * challenge out (ALTCHA, AUTH-29) and verify-captcha checks it (AUTH-30); the proof is the challenge's reference
 * token and vendor. Null when the device could not do the work or the server did not accept it.
 */
export class DeviceBanCaptcha implements BanCaptchaPort {
  constructor(private readonly deps: { readonly solver: CaptchaSolverPort; readonly api: Pick<AuthApiPort, 'verifyCaptcha'> }) {}

  async pass(challenge: BanCaptchaChallenge): Promise<CaptchaProof | null> {
    const solved = await this.deps.solver.solve(challenge);
    if (!solved.ok) return null;
    const checked = await this.deps.api.verifyCaptcha({ referenceToken: challenge.referenceToken, answer: solved.value, vendor: challenge.vendor, funnelSessionId: '' });
    return checked.ok && checked.value ? { token: challenge.referenceToken, vendor: challenge.vendor } : null;
  }
}
