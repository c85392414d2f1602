import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { requestPhoneCode } from '../testing/sign-in';
import type { TestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const PHONE = '+14155550123';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let t: TestServer;
beforeAll(async () => {
  // A small per-address limit keeps the test short; the captcha rule is out of the way here (see captcha.test.ts).
  t = await startTestServer({
    overrides: { otp: { perIp: { max: 5, windowMs: HOUR } }, captcha: { afterIpSends: { max: 1000, windowMs: 15 * MINUTE } } },
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

/** Asks for a code and checks the refusal: status 429, the code, Retry-After in both places, nothing written. */
const expectRefused = async (client: TestClient, request: Parameters<TestClient['gateway']>[0], code: number, retryAfterSeconds: number) => {
  const before = await t.database.rowCounts();
  const sent = t.outbox.messagesTo(PHONE).length;
  const answer = await client.gateway(request);
  expect(answer.status).toBe(429);
  expect(answer.body.error?.code).toBe(code);
  expect(answer.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(answer.body.error?.retryAfter).toBe(retryAfterSeconds);
  expect(await t.database.rowCounts()).toEqual(before);
  expect(t.outbox.messagesTo(PHONE)).toHaveLength(sent);
};

describe('limits on sending codes', () => {
  it('ERR-12: a second code to one number within 30 s (resend_after) is 429/42902 with Retry-After, and allowed after it', async () => {
    const client = t.client();
    await requestPhoneCode(client, PHONE);
    t.time.advance(10 * SECOND);
    await expectRefused(client, { phone: { phone: PHONE } }, ErrorCode.SMS_RATE_LIMIT, 20);
    t.time.advance(20 * SECOND);
    await requestPhoneCode(client, PHONE);
  });

  it('ERR-12: at most 3 codes per number in 15 minutes: the 4th is 429/42902 until the first leaves the window', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i += 1) {
      await requestPhoneCode(client, PHONE);
      t.time.advance(MINUTE);
    }
    await expectRefused(client, { phone: { phone: PHONE } }, ErrorCode.SMS_RATE_LIMIT, 12 * 60);
    t.time.advance(12 * MINUTE);
    await requestPhoneCode(client, PHONE);
  });

  it('ERR-12: resends count against the same limits', async () => {
    const client = t.client();
    let token = await requestPhoneCode(client, PHONE);
    for (let i = 0; i < 2; i += 1) {
      t.time.advance(MINUTE);
      token = (await client.gateway({ resendOtp: { refreshToken: token } })).body.validatePhoneOtpState!.refreshToken!;
    }
    t.time.advance(MINUTE);
    await expectRefused(client, { resendOtp: { refreshToken: token } }, ErrorCode.SMS_RATE_LIMIT, 12 * 60);
  });

  it('ERR-12: at most 10 codes per number a day: the 11th is 429/42906 until the first is a day old', async () => {
    // From several addresses, so that only the number's own limit applies.
    const client = t.client();
    for (let i = 0; i < 10; i += 1) {
      await requestPhoneCode(t.client(), PHONE);
      t.time.advance(6 * MINUTE);
    }
    // The first code went out 60 minutes ago; it leaves the daily window in 23 hours.
    await expectRefused(client, { phone: { phone: PHONE } }, ErrorCode.SMS_OTP_COUNT_LIMIT, 23 * 60 * 60);
    t.time.advance(23 * HOUR);
    await requestPhoneCode(client, PHONE);
  });

  it('ERR-10: the e-mail limits answer 42904 (window) and 42903 (daily)', async () => {
    const ask = () => t.client().gateway({ email: { email: 'jane@example.com' } });
    for (let i = 0; i < 3; i += 1) {
      expect((await ask()).status).toBe(200);
      t.time.advance(MINUTE);
    }
    expect((await ask()).body.error?.code).toBe(ErrorCode.EMAIL_RATE_LIMIT);
    t.time.advance(15 * MINUTE);
    for (let i = 3; i < 10; i += 1) {
      t.time.advance(6 * MINUTE);
      expect((await ask()).status).toBe(200);
    }
    t.time.advance(6 * MINUTE);
    expect((await ask()).body.error?.code).toBe(ErrorCode.EMAIL_OTP_COUNT_LIMIT);
  });

  it('ERR-01: at most N codes an hour from one client address (configurable, 30 by default): then 429/42901 with Retry-After; other addresses go on', async () => {
    const client = t.client();
    for (let i = 0; i < 5; i += 1) {
      await requestPhoneCode(client, `+1415555010${i}`);
      t.time.advance(MINUTE);
    }
    await expectRefused(client, { phone: { phone: PHONE } }, ErrorCode.RATE_LIMITED, 55 * 60);
    await requestPhoneCode(t.client(), PHONE);
    t.time.advance(55 * MINUTE);
    await requestPhoneCode(client, '+14155550177');
  });

  it('the limits do not tell members from strangers: a member`s number and an unknown number are refused alike', async () => {
    const client = t.client();
    const phones = ['+14155550111', '+14155550222'];
    for (const phone of phones) await requestPhoneCode(client, phone);
    const answers = await Promise.all(phones.map((phone) => client.gateway({ phone: { phone } })));
    expect(answers.map((a) => a.status)).toEqual([429, 429]);
    expect(Buffer.from(answers[0]!.bytes)).toEqual(Buffer.from(answers[1]!.bytes));
  });
});
