/**
 * The captcha (AUTH-29, AUTH-30) against the real server with the cost it ships with: a script pays for every
 * challenge, an answer cannot be reused, moved to another challenge, made cheaper or forged, and the browser's
 * own solver gets through.
 */
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AltchaSolver } from '../../adapters/captcha/altcha-solver';
import { encodeCaptchaAnswer, solveCaptcha } from '../../server/testing/captcha-solver';
import { requestPhoneCode } from '../../server/testing/sign-in';
import type { TestClient } from '../../server/testing/test-client';
import { startTestServer, type TestServer } from '../../server/testing/test-server';

const MINUTE = 60_000;

let t: TestServer;
beforeAll(async () => {
  // The shipped cost (CAPTCHA_POW_*); only the rule fires early, after one code from an address.
  t = await startTestServer({ overrides: { captcha: { afterIpSends: { max: 1, windowMs: 15 * MINUTE } } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

let phones = 0;
const captchaFor = async (client: TestClient) => {
  phones += 1;
  const answer = await client.gateway({ phone: { phone: `+1415555${String(3000 + phones)}` } });
  const state = answer.body.captchaState;
  if (!state) throw new Error(`no captcha state: ${answer.status}`);
  return { referenceToken: state.referenceToken!, dataBlob: state.dataBlob!, phone: `+1415555${String(3000 + phones)}` };
};

const riskyClient = async (): Promise<TestClient> => {
  const client = t.client();
  await requestPhoneCode(client, '+14155552999');
  return client;
};

const verify = async (client: TestClient, token: string, answer: string): Promise<boolean> =>
  (await client.post('/v2/auth/verify-captcha', { body: { token, answer, vendor: 'altcha' } })).body.data.is_success;

describe('the proof of work as shipped', () => {
  it('AUTH-29: a script cannot solve it for free: PBKDF2 at 1000 iterations, and hundreds of key derivations per challenge', async () => {
    const client = await riskyClient();
    const { dataBlob } = await captchaFor(client);
    const parameters = JSON.parse(dataBlob).parameters;
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(parameters.cost).toBeGreaterThanOrEqual(1000);
    const solved = await solveCaptcha(dataBlob);
    // The counter is drawn from 500..1500: the solver derived one key per counter up to it.
    expect(solved.derivations).toBeGreaterThanOrEqual(500);
    expect(solved.derivations).toBe(solved.solution.counter + 1);
  });

  it('AUTH-30: the browser`s own solver (altcha-lib on Web Crypto) solves the real challenge, and the repeated request sends the code', async () => {
    const client = await riskyClient();
    const challenge = await captchaFor(client);
    const solved = await new AltchaSolver().solve({ data: challenge.dataBlob, referenceToken: challenge.referenceToken, vendor: 'altcha', publicKey: '' });
    expect(solved.ok).toBe(true);
    expect(await verify(client, challenge.referenceToken, solved.ok ? solved.value : '')).toBe(true);
    const repeated = await client.gateway({ phone: { phone: challenge.phone }, captchaToken: challenge.referenceToken });
    expect(repeated.body.validatePhoneOtpState?.smsSent).toBe(true);
  });
});

describe('answers cannot be reused or forged', () => {
  it('AUTH-30: an answer works once: verifying it again is false, and its token opens one request', async () => {
    const client = await riskyClient();
    const challenge = await captchaFor(client);
    const { answer } = await solveCaptcha(challenge.dataBlob);
    expect(await verify(client, challenge.referenceToken, answer)).toBe(true);
    expect(await verify(client, challenge.referenceToken, answer)).toBe(false);
    expect((await client.gateway({ phone: { phone: challenge.phone }, captchaToken: challenge.referenceToken })).body.validatePhoneOtpState).toBeTruthy();
    expect((await client.gateway({ phone: { phone: '+14155552998' }, captchaToken: challenge.referenceToken })).body.captchaState).toBeTruthy();
  });

  it('AUTH-30: a solution of one challenge does not open another', async () => {
    const client = await riskyClient();
    const first = await captchaFor(client);
    const second = await captchaFor(client);
    const { answer } = await solveCaptcha(first.dataBlob);
    expect(await verify(client, second.referenceToken, answer)).toBe(false);
  });

  it('AUTH-30: forgeries are refused: a challenge of the client`s own making, a cheaper copy of the issued one, a made-up key, an expired challenge', async () => {
    const client = await riskyClient();
    // The client makes and solves its own, cheap challenge with a secret of its own.
    const own = await captchaFor(client);
    const made = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: randomInt(3, 1), deriveKey, hmacSignatureSecret: 'mine', hmacKeySignatureSecret: 'mine too' });
    expect(await verify(client, own.referenceToken, (await solveCaptcha(JSON.stringify(made))).answer)).toBe(false);

    // The issued challenge, its cost lowered (its signature kept).
    const issued = await captchaFor(client);
    const cheaper = JSON.parse(issued.dataBlob);
    cheaper.parameters.cost = 1;
    expect(await verify(client, issued.referenceToken, encodeCaptchaAnswer({ challenge: cheaper, solution: { counter: 1, derivedKey: cheaper.parameters.keyPrefix } }))).toBe(false);

    // The issued challenge with a key nobody derived.
    const guessed = await captchaFor(client);
    const parsed = JSON.parse(guessed.dataBlob);
    expect(await verify(client, guessed.referenceToken, encodeCaptchaAnswer({ challenge: parsed, solution: { counter: 7, derivedKey: `${parsed.parameters.keyPrefix}${'0'.repeat(32)}` } }))).toBe(false);

    // A real solution, after the challenge's 10 minutes.
    const late = await captchaFor(client);
    const { answer } = await solveCaptcha(late.dataBlob);
    t.time.advance(10 * MINUTE + 1);
    expect(await verify(client, late.referenceToken, answer)).toBe(false);
  });
});
