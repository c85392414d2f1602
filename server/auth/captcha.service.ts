/**
 * The built-in captcha (AUTH-29, AUTH-30): a short arithmetic question in words, readable by a screen reader
 * and answerable by keyboard or voice. A challenge gets one answer; a solved one is redeemed once, by the
 * request the client repeats with `captcha_token`, within the configured time.
 */
import type { Clock } from '../../core/shared';
import type { CaptchaConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { newInt, newToken, sha256 } from '../platform/secrets';
import { captchaRepository as challenges } from './captcha.repository';

export const CAPTCHA_VENDOR = 'builtin';

export interface CaptchaChallenge {
  readonly referenceToken: string;
  readonly vendor: typeof CAPTCHA_VENDOR;
  /** No third-party key: the built-in challenge needs none. */
  readonly publicKey: typeof CAPTCHA_VENDOR;
  /** What the client shows: JSON `{"prompt": "What is 7 plus 5?"}`. */
  readonly dataBlob: string;
}

const tokenHash = (token: string): string => sha256(`captcha:${token}`);

/** Digits only, leading and trailing spaces ignored. */
const readAnswer = (answer: string): string | null => (/^\s*\d{1,3}\s*$/.test(answer) ? String(Number(answer)) : null);

export class CaptchaService {
  constructor(private readonly deps: { readonly db: Database; readonly clock: Clock; readonly config: CaptchaConfig }) {}

  /** A new challenge (inside the caller's transaction). */
  async challenge(q: Queryable): Promise<CaptchaChallenge> {
    const now = this.deps.clock.now();
    const a = newInt(1, 10);
    const b = newInt(1, 10);
    const referenceToken = newToken();
    await challenges.create(q, { tokenHash: tokenHash(referenceToken), answer: String(a + b), expiresAt: now + this.deps.config.ttlMs, now });
    return {
      referenceToken,
      vendor: CAPTCHA_VENDOR,
      publicKey: CAPTCHA_VENDOR,
      dataBlob: JSON.stringify({ prompt: `What is ${a} plus ${b}?` }),
    };
  }

  /** AUTH-30: true iff the answer is right; any answer closes the challenge, so it cannot be guessed at. */
  async verify(referenceToken: string, answer: string, vendor: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const hash = tokenHash(referenceToken);
    return this.deps.db.transaction(async (tx) => {
      const open = await challenges.findOpenForUpdate(tx, hash, now);
      if (!open) return false;
      const solved = vendor === CAPTCHA_VENDOR && readAnswer(answer) === open.answer;
      if (solved) await challenges.markSolved(tx, hash, now + this.deps.config.ttlMs);
      else await challenges.markFailed(tx, hash);
      return solved;
    });
  }

  /** Uses up a solved challenge (inside the caller's transaction); false when there is none to use. */
  async redeem(q: Queryable, referenceToken: string): Promise<boolean> {
    if (referenceToken === '') return false;
    return challenges.redeem(q, tokenHash(referenceToken), this.deps.clock.now());
  }
}
