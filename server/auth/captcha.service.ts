/**
 * The captcha (AUTH-29, AUTH-30): an ALTCHA proof of work. The client's device derives keys (PBKDF2/SHA-256,
 * `cost` iterations each) for counters 0, 1, 2, … until one starts with the challenge's key prefix; the secret
 * counter is drawn from [counterMin, counterMax], so a solution costs about `counter × cost` iterations, about a
 * second of one core, and no person ever reads, hears or clicks anything. A script pays the same price for each
 * challenge; the per-address code limit stays the real defence, the work only makes each extra code cost.
 *
 * A challenge is issued with a reference token and kept (its signature) until it is answered: it takes one
 * answer, right or wrong, so it cannot be worked at twice; the solution must be for this very challenge (the
 * signature binds its parameters, so a cheaper challenge made up by the client fails); and a solved challenge
 * is redeemed once, by the request the client repeats with `captcha_token`, within the configured time.
 */
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock } from '../../core/shared';
import type { CaptchaConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { newInt, newToken, sha256 } from '../platform/secrets';
import { captchaRepository as challenges } from './captcha.repository';

export const CAPTCHA_VENDOR = 'altcha';
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** A solution payload is a few hundred bytes of base64; anything much larger is not one. */
export const MAX_ANSWER_LENGTH = 4096;

export interface CaptchaChallenge {
  readonly referenceToken: string;
  readonly vendor: typeof CAPTCHA_VENDOR;
  /** ALTCHA has no site key. */
  readonly publicKey: '';
  /** The ALTCHA challenge as JSON: `{ parameters: { algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature }, signature }`. */
  readonly dataBlob: string;
}

const tokenHash = (token: string): string => sha256(`captcha:${token}`);

/** The solver's answer: base64 of `{ challenge, solution }` (ALTCHA's payload), read strictly. */
const readPayload = (answer: string): { readonly challenge: Challenge; readonly solution: Solution } | null => {
  if (answer.length > MAX_ANSWER_LENGTH || !/^[A-Za-z0-9+/=_-]+$/.test(answer)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { challenge, solution } = payload as { challenge?: unknown; solution?: unknown };
  if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
  const { parameters, signature } = challenge as { parameters?: unknown; signature?: unknown };
  const { counter, derivedKey } = solution as { counter?: unknown; derivedKey?: unknown };
  if (typeof parameters !== 'object' || parameters === null || typeof signature !== 'string') return null;
  if (!Number.isSafeInteger(counter) || (counter as number) < 0 || typeof derivedKey !== 'string' || !/^[0-9a-f]{1,256}$/.test(derivedKey)) return null;
  return { challenge: challenge as Challenge, solution: { counter: counter as number, derivedKey } };
};

export class CaptchaService {
  readonly #signatureSecret: string;
  readonly #keySecret: string;

  constructor(private readonly deps: { readonly db: Database; readonly clock: Clock; readonly config: CaptchaConfig }) {
    this.#signatureSecret = sha256(`altcha-signature:${deps.config.secret}`);
    this.#keySecret = sha256(`altcha-key:${deps.config.secret}`);
  }

  /** A new challenge (inside the caller's transaction). */
  async challenge(q: Queryable): Promise<CaptchaChallenge> {
    const { config, clock } = this.deps;
    const now = clock.now();
    const challenge = await createChallenge({
      algorithm: POW_ALGORITHM,
      cost: config.cost,
      counter: newInt(config.counterMin, config.counterMax + 1),
      deriveKey,
      hmacSignatureSecret: this.#signatureSecret,
      hmacKeySignatureSecret: this.#keySecret,
    });
    const referenceToken = newToken();
    await challenges.create(q, { tokenHash: tokenHash(referenceToken), signature: challenge.signature ?? '', expiresAt: now + config.ttlMs, now });
    return { referenceToken, vendor: CAPTCHA_VENDOR, publicKey: '', dataBlob: JSON.stringify(challenge) };
  }

  /** AUTH-30: true iff the answer solves this open challenge; any answer closes it, so it cannot be worked at twice. */
  async verify(referenceToken: string, answer: string, vendor: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const hash = tokenHash(referenceToken);
    return this.deps.db.transaction(async (tx) => {
      const open = await challenges.findOpenForUpdate(tx, hash, now);
      if (!open) return false;
      const solved = vendor === CAPTCHA_VENDOR && (await this.#solves(answer, open.signature));
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

  async #solves(answer: string, issuedSignature: string): Promise<boolean> {
    const payload = readPayload(answer);
    if (payload === null || payload.challenge.signature !== issuedSignature || issuedSignature === '') return false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.#signatureSecret,
        hmacKeySignatureSecret: this.#keySecret,
      });
      return result.verified;
    } catch {
      // A payload the library cannot even read (an unknown algorithm, a malformed field) solves nothing.
      return false;
    }
  }
}
