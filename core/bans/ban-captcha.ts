/**
 * BAN-13: the captcha that guards a ban's appeal and the ban challenge (`POST /challenge/verify`). The server
 * answers a call without a solved captcha with 403/40350 and a challenge; the device works it out by itself (the
 * same proof of work as sign-in, AUTH-29), has it checked, and repeats the call with the challenge's reference token
 * and vendor. Nothing is asked of the person; when the device cannot do the work, the call is refused as `captcha`
 * and the screen offers to try again (the accessible way on).
 */
import type { ApiFailure } from '../api/api-failure';
import { ErrorCode } from '../errors/error-codes';
import { err, type Result } from '../shared';

/** A captcha challenge as a guarded call's refusal carries it. */
export interface BanCaptchaChallenge {
  readonly referenceToken: string;
  readonly vendor: string;
  readonly publicKey: string;
  /** The vendor's challenge (ALTCHA: its JSON), for the solver. */
  readonly data: string;
}

/** What a guarded call is repeated with: `captcha_token` and `vendor` (appealBan's fields). */
export interface CaptchaProof {
  readonly token: string;
  readonly vendor: string;
}

/** Works a challenge out on the device and has the server check it; null when the device could not. */
export interface BanCaptchaPort {
  pass(challenge: BanCaptchaChallenge): Promise<CaptchaProof | null>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The challenge of a 403/40350 refusal; null for any other failure. */
export const captchaChallengeOf = (failure: ApiFailure): BanCaptchaChallenge | null => {
  if (failure.kind !== 'http' || failure.status !== 403 || failure.serverCode !== ErrorCode.CAPTCHA_REQUIRED) return null;
  const raw = failure.response.error?.['captcha'];
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const referenceToken = text(c['reference_token']);
  const vendor = text(c['vendor']);
  const data = text(c['data_blob']);
  if (referenceToken === null || referenceToken === '' || vendor === null || data === null) return null;
  return { referenceToken, vendor, publicKey: text(c['captcha_public_key']) ?? '', data };
};

/** The device could not pass the captcha (no solver for the vendor, the work failed, the server kept refusing). */
export interface CaptchaFailed {
  readonly kind: 'captcha';
  readonly code: 'BANS.CAPTCHA';
  readonly message: string;
}
const captchaFailed = (message: string) => err<CaptchaFailed>({ kind: 'captcha', code: 'BANS.CAPTCHA', message });

/** The outcome of a guarded call: its own result, or `captcha` when the device could not pass the captcha. */
export type Guarded<T> = Result<T, ApiFailure | CaptchaFailed>;

/**
 * Makes a guarded call: first without a captcha; a refusal that carries a challenge is worked out and the call
 * repeated with its proof, at most twice (a proof the server finds used or stale brings a fresh challenge).
 */
export const withCaptcha = async <T>(captcha: BanCaptchaPort, call: (proof: CaptchaProof | null) => Promise<Result<T, ApiFailure>>): Promise<Guarded<T>> => {
  let answer = await call(null);
  for (let round = 0; round < 2 && !answer.ok; round += 1) {
    const challenge = captchaChallengeOf(answer.error);
    if (challenge === null) return answer;
    const proof = await captcha.pass(challenge);
    if (proof === null) return captchaFailed('The device could not pass the captcha');
    answer = await call(proof);
  }
  if (!answer.ok && captchaChallengeOf(answer.error) !== null) return captchaFailed('The server kept asking for a captcha');
  return answer;
};
