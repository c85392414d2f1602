import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { requestPhoneCode } from '../testing/sign-in';
import type { TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const MINUTE = 60_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ overrides: { captcha: { afterIpSends: { max: 2, windowMs: 15 * MINUTE } } } });
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

const solve = (dataBlob: string): string => {
  const { prompt } = JSON.parse(dataBlob) as { prompt: string };
  const [, a, b] = /^What is (\d+) plus (\d+)\?$/.exec(prompt)!;
  return String(Number(a) + Number(b));
};

const askCaptcha = async (client: TestClient, phone = '+14155550123') => {
  const answer = await client.gateway({ phone: { phone } });
  expect(answer.status).toBe(200);
  return answer.body.captchaState!;
};

describe('the built-in captcha', () => {
  it('AUTH-29: after N codes from one address in 15 minutes the next request answers captcha_state (a text challenge, vendor builtin) and sends nothing', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    expect(state.vendor).toBe('builtin');
    expect(state.captchaPublicKey).toBe('builtin');
    expect(state.referenceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(state.dataBlob!)).toEqual({ prompt: expect.stringMatching(/^What is \d plus \d\?$/) });
    expect(t.outbox.messagesTo('+14155550123')).toHaveLength(0);
  });

  it('AUTH-30: verify-captcha answers is_success true for the right answer, and the repeated request with captcha_token sends the code', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    const verified = await client.post('/v2/auth/verify-captcha', {
      body: { token: state.referenceToken, answer: ` ${solve(state.dataBlob!)} `, vendor: 'builtin', funnelSessionId: 'f-1' },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ meta: { status: 200 }, data: { is_success: true } });
    const repeated = await client.gateway({ phone: { phone: '+14155550123' }, captchaToken: state.referenceToken! });
    expect(repeated.body.validatePhoneOtpState?.smsSent).toBe(true);
    expect(t.outbox.messagesTo('+14155550123')).toHaveLength(1);
  });

  it('AUTH-30: a wrong answer is is_success false and closes the challenge, so the right answer afterwards is false too', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    const right = solve(state.dataBlob!);
    const wrong = await client.post('/v2/auth/verify-captcha', { body: { token: state.referenceToken, answer: `${Number(right) + 1}`, vendor: 'builtin' } });
    expect(wrong.body.data).toEqual({ is_success: false });
    const late = await client.post('/v2/auth/verify-captcha', { body: { token: state.referenceToken, answer: right, vendor: 'builtin' } });
    expect(late.body.data).toEqual({ is_success: false });
    expect((await client.gateway({ phone: { phone: '+14155550123' }, captchaToken: state.referenceToken! })).body.captchaState).toBeTruthy();
  });

  it('AUTH-30: an unknown token, another vendor or a non-numeric answer are is_success false, not errors', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    for (const body of [
      { token: 'unknown-token', answer: '3', vendor: 'builtin' },
      { token: state.referenceToken, answer: 'twelve', vendor: 'builtin' },
    ]) {
      const answer = await client.post('/v2/auth/verify-captcha', { body });
      expect(answer.status).toBe(200);
      expect(answer.body.data.is_success).toBe(false);
    }
    const other = await askCaptcha(client);
    const recaptcha = await client.post('/v2/auth/verify-captcha', { body: { token: other.referenceToken, answer: solve(other.dataBlob!), vendor: 'recaptcha' } });
    expect(recaptcha.body.data.is_success).toBe(false);
  });

  it('a solved captcha is redeemed once: the next code request asks again', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    await client.post('/v2/auth/verify-captcha', { body: { token: state.referenceToken, answer: solve(state.dataBlob!), vendor: 'builtin' } });
    const first = await client.gateway({ phone: { phone: '+14155550123' }, captchaToken: state.referenceToken! });
    expect(first.body.validatePhoneOtpState).toBeTruthy();
    const second = await client.gateway({ phone: { phone: '+14155550124' }, captchaToken: state.referenceToken! });
    expect(second.body.captchaState?.referenceToken).not.toBe(state.referenceToken);
  });

  it('a solved captcha expires 10 minutes after it was solved', async () => {
    const client = await riskyClient();
    const state = await askCaptcha(client);
    await client.post('/v2/auth/verify-captcha', { body: { token: state.referenceToken, answer: solve(state.dataBlob!), vendor: 'builtin' } });
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
    ['no token', { answer: '3', vendor: 'builtin' }],
    ['a numeric answer', { token: 'x', answer: 12, vendor: 'builtin' }],
    ['an extra field', { token: 'x', answer: '12', admin: true }],
    ['an array', [{ token: 'x', answer: '12' }]],
  ])('AUTH-30: verify-captcha with %s is 400/40000', async (_name, body) => {
    const answer = await t.client().post('/v2/auth/verify-captcha', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
  });
});
