import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { encodeCaptchaAnswer, solveCaptcha } from '../testing/captcha-solver';
import { requestPhoneCode } from '../testing/sign-in';
import type { TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const MINUTE = 60_000;

// A cheap proof of work keeps this file fast; tests/security/captcha.test.ts proves the shipped cost.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ overrides: { captcha: { afterIpSends: { max: 2, windowMs: 15 * MINUTE }, cost: 1, counterMin: 5, counterMax: 40 } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

/** A client that has used up its captcha-free codes. */
const riskyClient = async (): Promise<TestClient> => {
  const client = t.client();
  await requestPhoneCode(client, '+14155550101');
  await requestPhoneCode(client, '+14155550102');
  return client;
};

const askCaptcha = async (client: TestClient, phone = '+14155550123') => {
  const answer = await client.gateway({ phone: { phone } });
  expect(answer.status).toBe(200);
  return answer.body.captchaState!;
};

const verify = (client: TestClient, body: unknown) => client.post('/v2/auth/verify-captcha', { body });

describe('the proof-of-work captcha (ALTCHA)', () => {
  it('AUTH-29: after N codes from one address in 15 minutes the next request answers captcha_state (an ALTCHA challenge) and sends nothing', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    expect(state.vendor).toBe('altcha');
    expect(state.captchaPublicKey).toBe('');
    expect(state.referenceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const challenge = JSON.parse(state.dataBlob!);
    expect(challenge).toEqual({
      parameters: expect.objectContaining({ algorithm: 'PBKDF2/SHA-256', cost: 1, nonce: expect.any(String), salt: expect.any(String), keyPrefix: expect.any(String) }),
      signature: expect.any(String),
    });
    expect(t.outbox.messagesTo('+14155550123')).toHaveLength(0);
  });

  it('AUTH-30: verify-captcha answers is_success true for a solution, and the repeated request with captcha_token sends the code', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    const { answer } = await solveCaptcha(state.dataBlob!);
    const verified = await verify(client, { token: state.referenceToken, answer, vendor: 'altcha', funnelSessionId: 'f-1' });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ meta: { status: 200 }, data: { is_success: true } });
    const repeated = await client.gateway({ phone: { phone: '+14155550123' }, captchaToken: state.referenceToken! });
    expect(repeated.body.validatePhoneOtpState?.smsSent).toBe(true);
    expect(t.outbox.messagesTo('+14155550123')).toHaveLength(1);
  });

  it('AUTH-30: a wrong answer is is_success false and closes the challenge, so the solution afterwards is false too', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    const solved = await solveCaptcha(state.dataBlob!);
    const wrongKey = encodeCaptchaAnswer({ challenge: solved.challenge, solution: { counter: solved.solution.counter + 1, derivedKey: '00'.repeat(32) } });
    expect((await verify(client, { token: state.referenceToken, answer: wrongKey, vendor: 'altcha' })).body.data).toEqual({ is_success: false });
    expect((await verify(client, { token: state.referenceToken, answer: solved.answer, vendor: 'altcha' })).body.data).toEqual({ is_success: false });
    expect((await client.gateway({ phone: { phone: '+14155550123' }, captchaToken: state.referenceToken! })).body.captchaState).toBeTruthy();
  });

  it('AUTH-30: an unknown token, another vendor, or an answer that is no payload are is_success false, not errors', async () => {
    const client = await riskyClient();
    for (const answer of ['twelve', '%%%', encodeCaptchaAnswer([1, 2]), encodeCaptchaAnswer({ challenge: null, solution: {} })]) {
      const state = await askCaptcha(client);
      const reply = await verify(client, { token: state.referenceToken, answer, vendor: 'altcha' });
      expect(reply.status).toBe(200);
      expect(reply.body.data.is_success).toBe(false);
    }
    const state = await askCaptcha(client);
    const { answer } = await solveCaptcha(state.dataBlob!);
    expect((await verify(client, { token: 'unknown-token', answer, vendor: 'altcha' })).body.data.is_success).toBe(false);
    expect((await verify(client, { token: state.referenceToken, answer, vendor: 'recaptcha' })).body.data.is_success).toBe(false);
  });

  it('a solved captcha is redeemed once: the next code request asks again', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    await verify(client, { token: state.referenceToken, answer: (await solveCaptcha(state.dataBlob!)).answer, vendor: 'altcha' });
    const first = await client.gateway({ phone: { phone: '+14155550123' }, captchaToken: state.referenceToken! });
    expect(first.body.validatePhoneOtpState).toBeTruthy();
    const second = await client.gateway({ phone: { phone: '+14155550124' }, captchaToken: state.referenceToken! });
    expect(second.body.captchaState?.referenceToken).not.toBe(state.referenceToken);
  });

  it('a solved captcha expires 10 minutes after it was solved', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    await verify(client, { token: state.referenceToken, answer: (await solveCaptcha(state.dataBlob!)).answer, vendor: 'altcha' });
    t.time.advance(10 * MINUTE);
    const answer = await client.gateway({ phone: { phone: '+14155550123' }, captchaToken: state.referenceToken! });
    // The address's earlier codes are still within 15 minutes, so the rule still applies.
    expect(answer.body.captchaState).toBeTruthy();
  });

  it('the rule is per address: another address asks for codes without a captcha', async () => {
    await riskyClient();
    expect((await t.client().gateway({ phone: { phone: '+14155550123' } })).body.validatePhoneOtpState).toBeTruthy();
  });

  it.each([
    ['no token', { answer: '3', vendor: 'altcha' }],
    ['a numeric answer', { token: 'x', answer: 12, vendor: 'altcha' }],
    ['an extra field', { token: 'x', answer: '12', admin: true }],
    ['an answer over 4096 characters', { token: 'x', answer: 'A'.repeat(4097) }],
    ['an array', [{ token: 'x', answer: '12' }]],
  ])('AUTH-30: verify-captcha with %s is 400/40000', async (_name, body) => {
    const answer = await verify(t.client(), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
  });
});
