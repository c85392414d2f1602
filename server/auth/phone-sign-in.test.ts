import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import { ErrorCode } from '../../core/errors/error-codes';
import { RecordingDatabase } from '../db/testing/recording-database';
import { completeOnboarding, latestCode, requestPhoneCode, signInByPhone } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';

const PHONE = '+14155550123';
const MINUTE = 60_000;

let t: TestServer;
let recorder: RecordingDatabase;
beforeAll(async () => {
  t = await startTestServer({ wrapDatabase: (db) => (recorder = new RecordingDatabase(db)) });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

describe('phone sign-in over the protobuf gateway', () => {
  it('AUTH-11: asking for a code answers validate_phone_otp_state with otp_length 6, sms_sent, a binding token, the masked number and resend_after', async () => {
    const answer = await t.client().gateway({ phone: { phone: PHONE } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/x-protobuf');
    expect(answer.body.meta?.status).toBe(200);
    const state = answer.body.validatePhoneOtpState!;
    expect(state.otpLength).toBe(6);
    expect(state.smsSent).toBe(true);
    expect(state.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.maskedPhoneNumber).toBe('+*******0123');
    expect(state.resendAfter).toBe(30);
    const [message] = t.outbox.messagesTo(PHONE);
    expect(message).toMatchObject({ channel: 'sms', to: PHONE });
    expect(message!.text).toMatch(/\b\d{6}\b/);
  });

  it('AUTH-09: the code signs a new member in with an onboarding state (AUTH-19) and creates the member in the onboarding state', async () => {
    const answer = await signInByPhone(t.client(), PHONE);
    expect(answer.status).toBe(200);
    const state = answer.body.onboardingState!;
    expect(state.onboardingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(state.onboardingTokenTtl).toBe(60 * MINUTE);
    const rows = await t.database.db.query('SELECT id, phone, onboarding_state FROM users');
    expect(rows).toEqual([{ id: state.userId, phone: PHONE, onboarding_state: 'onboarding' }]);
  });

  it('AUTH-19: a member who never finished onboarding gets an onboarding state again, for the same member', async () => {
    const client = t.client();
    const first = await signInByPhone(client, PHONE);
    t.time.advance(MINUTE);
    const second = await signInByPhone(client, PHONE);
    expect(second.body.onboardingState?.userId).toBe(first.body.onboardingState?.userId);
    expect(second.body.loginResult).toBeFalsy();
    expect((await t.database.rowCounts())['users']).toBe(1);
  });

  it('AUTH-18: a member who finished onboarding gets a login result: auth_token, auth_token_ttl in ms, refresh_token, user_id', async () => {
    const client = t.client();
    const first = await signInByPhone(client, PHONE);
    await completeOnboarding(t.database.db, first.body.onboardingState!.userId!);
    t.time.advance(MINUTE);
    const answer = await signInByPhone(client, PHONE);
    expect(answer.status).toBe(200);
    const result = answer.body.loginResult!;
    expect(result.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.authTokenTtl).toBe(30 * MINUTE);
    expect(result.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.userId).toBe(first.body.onboardingState!.userId);
    const profile = await client.get('/v2/profile', { token: result.authToken! });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user._id).toBe(result.userId);
  });

  it('phone numbers are normalised to E.164: the spaced form and the plain form are one member', async () => {
    const client = t.client();
    const token = await requestPhoneCode(client, '+1 (415) 555-0123');
    expect(t.outbox.messagesTo(PHONE)).toHaveLength(1);
    const otp = await latestCode(client, PHONE);
    const answer = await client.gateway({ phoneOtp: { phone: PHONE, otp, refreshToken: token } });
    expect(answer.body.onboardingState?.userId).toBeTruthy();
  });

  it.each(['4155550123', '+0123456789', '+1234567', '+1234567890123456', 'phone', '', '+1 415 555 01a3'])(
    'ERR-12: an invalid phone number (%j) is 400/40315 and writes nothing',
    async (phone) => {
      const before = await t.database.rowCounts();
      const answer = await t.client().gateway({ phone: { phone } });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe(ErrorCode.PHONE_INVALID);
      expect(await t.database.rowCounts()).toEqual(before);
      expect(t.outbox.messagesTo(phone)).toHaveLength(0);
    },
  );
});

describe('one-time code rules', () => {
  it('a code is 6 digits from the cryptographic generator and the database keeps neither it nor the binding token', async () => {
    const client = t.client();
    const token = await requestPhoneCode(client, PHONE);
    const code = await latestCode(client, PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.query<Record<string, unknown>>('SELECT * FROM otp_requests');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(token);
    const sends = JSON.stringify(await t.database.db.query('SELECT * FROM otp_sends'));
    expect(sends).not.toContain(PHONE);
    expect(sends).not.toContain(client.ip);
  });

  it('a code is valid for 10 minutes: a second before, it works', async () => {
    const client = t.client();
    const token = await requestPhoneCode(client, PHONE);
    const otp = await latestCode(client, PHONE);
    t.time.advance(10 * MINUTE - 1000);
    const answer = await client.gateway({ phoneOtp: { phone: PHONE, otp, refreshToken: token } });
    expect(answer.status).toBe(200);
    expect(answer.body.onboardingState).toBeTruthy();
  });

  it('ERR-12: a code 10 minutes old has expired: 400/40316, and nobody is signed in', async () => {
    const client = t.client();
    const token = await requestPhoneCode(client, PHONE);
    const otp = await latestCode(client, PHONE);
    t.time.advance(10 * MINUTE);
    const answer = await client.gateway({ phoneOtp: { phone: PHONE, otp, refreshToken: token } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe(ErrorCode.OTP_EXPIRED);
    expect((await t.database.rowCounts())['users']).toBe(0);
  });

  it('ERR-12: a code is usable once: presenting it again is 400/40317', async () => {
    const client = t.client();
    const token = await requestPhoneCode(client, PHONE);
    const otp = await latestCode(client, PHONE);
    const request = { phoneOtp: { phone: PHONE, otp, refreshToken: token } };
    expect((await client.gateway(request)).status).toBe(200);
    const again = await client.gateway(request);
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
    expect((await t.database.rowCounts())['session_families']).toBe(1);
  });

  it('a code is bound to the request that asked for it: with another request`s token it is wrong, for another number unknown', async () => {
    const client = t.client();
    const firstToken = await requestPhoneCode(client, PHONE);
    const firstCode = await latestCode(client, PHONE);
    t.time.advance(MINUTE);
    const secondToken = await requestPhoneCode(client, PHONE);
    const secondCode = await latestCode(client, PHONE);
    const other = '+14155550199';
    const otherToken = await requestPhoneCode(client, other);

    const crossed = await client.gateway({ phoneOtp: { phone: PHONE, otp: firstCode, refreshToken: secondToken } });
    expect(crossed.status).toBe(400);
    expect(crossed.body.error?.code).toBe(ErrorCode.SMS_OTP_INVALID);
    const otherNumber = await client.gateway({ phoneOtp: { phone: PHONE, otp: firstCode, refreshToken: otherToken } });
    expect(otherNumber.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
    const noToken = await client.gateway({ phoneOtp: { phone: PHONE, otp: firstCode, refreshToken: '' } });
    expect(noToken.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);

    expect((await client.gateway({ phoneOtp: { phone: PHONE, otp: secondCode, refreshToken: secondToken } })).status).toBe(200);
    expect((await client.gateway({ phoneOtp: { phone: PHONE, otp: firstCode, refreshToken: firstToken } })).status).toBe(200);
  });

  it('ERR-12: wrong guesses answer 41201 with attempts_remaining 4, 3, 2, 1; the 5th kills the code (42905) and then even the right code is refused', async () => {
    const client = t.client();
    const token = await requestPhoneCode(client, PHONE);
    const otp = await latestCode(client, PHONE);
    const wrong = otp === '000000' ? '111111' : '000000';
    const guess = (code: string) => client.gateway({ phoneOtp: { phone: PHONE, otp: code, refreshToken: token } });
    for (const remaining of [4, 3, 2, 1]) {
      const answer = await guess(wrong);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: ErrorCode.SMS_OTP_INVALID, attemptsRemaining: remaining });
    }
    const fifth = await guess(wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.error?.code).toBe(ErrorCode.SMS_OTP_TOO_MANY_INVALID);
    const right = await guess(otp);
    expect(right.status).toBe(429);
    expect(right.body.error?.code).toBe(ErrorCode.SMS_OTP_TOO_MANY_INVALID);
    expect((await t.database.rowCounts())['users']).toBe(0);
  });

  it('ERR-12: after a code was killed, a new code (here by resend_otp) works again', async () => {
    const client = t.client();
    const token = await requestPhoneCode(client, PHONE);
    const otp = await latestCode(client, PHONE);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await client.gateway({ phoneOtp: { phone: PHONE, otp: wrong, refreshToken: token } });
    t.time.advance(MINUTE);
    const fresh = (await client.gateway({ resendOtp: { refreshToken: token } })).body.validatePhoneOtpState!.refreshToken!;
    const answer = await client.gateway({ phoneOtp: { phone: PHONE, otp: await latestCode(client, PHONE), refreshToken: fresh } });
    expect(answer.body.onboardingState).toBeTruthy();
  });

  it('AUTH-09: resend_otp sends a new code for the same request with a new token; the old code and token stop working', async () => {
    const client = t.client();
    const oldToken = await requestPhoneCode(client, PHONE);
    const oldCode = await latestCode(client, PHONE);
    t.time.advance(MINUTE);
    const resent = await client.gateway({ resendOtp: { refreshToken: oldToken } });
    expect(resent.status).toBe(200);
    const state = resent.body.validatePhoneOtpState!;
    expect(state.maskedPhoneNumber).toBe('+*******0123');
    expect(state.refreshToken).not.toBe(oldToken);
    const newCode = await latestCode(client, PHONE);
    expect(t.outbox.messagesTo(PHONE)).toHaveLength(2);
    expect((await t.database.rowCounts())['otp_requests']).toBe(1);

    const oldPair = await client.gateway({ phoneOtp: { phone: PHONE, otp: oldCode, refreshToken: oldToken } });
    expect(oldPair.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
    const newPair = await client.gateway({ phoneOtp: { phone: PHONE, otp: newCode, refreshToken: state.refreshToken! } });
    expect(newPair.body.onboardingState).toBeTruthy();
    const afterUse = await client.gateway({ resendOtp: { refreshToken: state.refreshToken! } });
    expect(afterUse.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
  });

  it('no enumeration: known and unknown numbers get the same status and bytes (tokens and masks aside) from the same database work', async () => {
    const known = '+14155550111';
    const unknown = '+14155550222';
    const member = await signInByPhone(t.client(), known);
    await completeOnboarding(t.database.db, member.body.onboardingState!.userId!);
    t.time.advance(MINUTE);

    const ask = async (phone: string) => {
      recorder.take();
      const answer = await t.client().gateway({ phone: { phone } });
      return { answer, statements: recorder.take() };
    };
    const forKnown = await ask(known);
    const forUnknown = await ask(unknown);
    const blanked = (body: authgateway.AuthGatewayResponse) => {
      const copy = authgateway.AuthGatewayResponse.decode(authgateway.AuthGatewayResponse.encode(body).finish());
      copy.validatePhoneOtpState!.refreshToken = '';
      copy.validatePhoneOtpState!.maskedPhoneNumber = '';
      return authgateway.AuthGatewayResponse.encode(copy).finish();
    };
    expect(forKnown.answer.status).toBe(forUnknown.answer.status);
    expect(forKnown.answer.headers.get('content-type')).toBe(forUnknown.answer.headers.get('content-type'));
    expect(forKnown.answer.bytes.length).toBe(forUnknown.answer.bytes.length);
    expect(Buffer.from(blanked(forKnown.answer.body))).toEqual(Buffer.from(blanked(forUnknown.answer.body)));
    expect(forKnown.statements).toEqual(forUnknown.statements);
    expect(forKnown.statements.length).toBeGreaterThan(0);
  });
});
