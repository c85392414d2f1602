import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import { ErrorCode } from '../../core/errors/error-codes';
import { completeOnboarding, latestCode, requestEmailCode, signInByEmail } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';

const EMAIL = 'jane.doe@example.com';
const MINUTE = 60_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

describe('e-mail sign-in over the protobuf gateway', () => {
  it('AUTH-16: asking for a code answers validate_email_otp_state: binding token, otp_length 6 (AUTH-11), masked and unmasked address, new accounts allowed', async () => {
    const answer = await t.client().gateway({ email: { email: '  Jane.Doe@Example.COM ' } });
    expect(answer.status).toBe(200);
    const state = answer.body.validateEmailOtpState!;
    expect(state.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.otpLength).toBe(6);
    expect(state.maskedEmail).toBe('j***@example.com');
    expect(state.unmaskedEmail).toBe(EMAIL);
    expect(state.newAccountAllowed).toBe(true);
    expect(state.resendAfter).toBe(30);
    expect(t.outbox.messagesTo(EMAIL)[0]).toMatchObject({ channel: 'email', to: EMAIL });
  });

  it('AUTH-16, AUTH-19: the e-mailed code signs a new member in with an onboarding state, keyed by the lower-cased address', async () => {
    const answer = await signInByEmail(t.client(), EMAIL);
    expect(answer.body.onboardingState?.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(await t.database.db.query('SELECT email, onboarding_state FROM users')).toEqual([{ email: EMAIL, onboarding_state: 'onboarding' }]);
  });

  it('AUTH-18: a member who finished onboarding gets a login result from the e-mail code', async () => {
    const client = t.client();
    const first = await signInByEmail(client, EMAIL);
    await completeOnboarding(t.database.db, first.body.onboardingState!.userId!);
    t.time.advance(MINUTE);
    const bindingToken = await requestEmailCode(client, 'JANE.DOE@example.com');
    const otp = await latestCode(client, EMAIL);
    const answer = await client.gateway({ emailOtp: { email: 'Jane.Doe@example.com', otp, refreshToken: bindingToken } });
    expect(answer.body.loginResult).toMatchObject({ userId: first.body.onboardingState!.userId, authTokenTtl: 30 * MINUTE });
  });

  it.each(['plainaddress', '@example.com', 'jane@', 'jane@example', 'jane..doe@example.com', 'jane@exa mple.com', `${'a'.repeat(65)}@example.com`])(
    'ERR-10: an invalid address (%j) is 400/40009 and writes nothing',
    async (email) => {
      const before = await t.database.rowCounts();
      const answer = await t.client().gateway({ email: { email } });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe(ErrorCode.EMAIL_INVALID);
      expect(await t.database.rowCounts()).toEqual(before);
    },
  );

  it('ERR-10: wrong codes answer 41202 with attempts_remaining; the 5th kills the code with 42907', async () => {
    const client = t.client();
    const token = await requestEmailCode(client, EMAIL);
    const otp = await latestCode(client, EMAIL);
    const wrong = otp === '999999' ? '888888' : '999999';
    for (const remaining of [4, 3, 2, 1]) {
      const answer = await client.gateway({ emailOtp: { email: EMAIL, otp: wrong, refreshToken: token } });
      expect(answer.body.error).toMatchObject({ code: ErrorCode.EMAIL_OTP_INVALID, attemptsRemaining: remaining });
    }
    const killed = await client.gateway({ emailOtp: { email: EMAIL, otp: wrong, refreshToken: token } });
    expect(killed.status).toBe(429);
    expect(killed.body.error?.code).toBe(ErrorCode.EMAIL_OTP_TOO_MANY_INVALID);
    const right = await client.gateway({ emailOtp: { email: EMAIL, otp, refreshToken: token } });
    expect(right.body.error?.code).toBe(ErrorCode.EMAIL_OTP_TOO_MANY_INVALID);
  });

  it('AUTH-17: an e-mail code needs the token of its request: without one it is 40317 and nobody signs in', async () => {
    const client = t.client();
    await requestEmailCode(client, EMAIL);
    const otp = await latestCode(client, EMAIL);
    const answer = await client.gateway({ emailOtp: { email: EMAIL, otp, refreshToken: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
    expect((await t.database.rowCounts())['users']).toBe(0);
  });

  it('an e-mail code does not sign in a phone request, nor the other way round', async () => {
    const client = t.client();
    const token = await requestEmailCode(client, EMAIL);
    const otp = await latestCode(client, EMAIL);
    const asPhone = await client.gateway({ phoneOtp: { phone: '+14155550123', otp, refreshToken: token } });
    expect(asPhone.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
  });

  it('AUTH-16: resend_otp on an e-mail request answers a fresh validate_email_otp_state', async () => {
    const client = t.client();
    const token = await requestEmailCode(client, EMAIL);
    t.time.advance(MINUTE);
    const resent = await client.gateway({ resendOtp: { refreshToken: token } });
    expect(resent.body.validateEmailOtpState).toMatchObject({ maskedEmail: 'j***@example.com', otpLength: 6 });
    expect(t.outbox.messagesTo(EMAIL)).toHaveLength(2);
  });

  it('no enumeration: known and unknown addresses get the same status and bytes, tokens and masks aside', async () => {
    const known = 'known@example.com';
    const unknown = 'other@example.com';
    const member = await signInByEmail(t.client(), known);
    await completeOnboarding(t.database.db, member.body.onboardingState!.userId!);
    t.time.advance(MINUTE);
    const blanked = (body: authgateway.AuthGatewayResponse) => {
      const copy = authgateway.AuthGatewayResponse.decode(authgateway.AuthGatewayResponse.encode(body).finish());
      Object.assign(copy.validateEmailOtpState!, { refreshToken: '', maskedEmail: '', unmaskedEmail: '' });
      return Buffer.from(authgateway.AuthGatewayResponse.encode(copy).finish());
    };
    const forKnown = await t.client().gateway({ email: { email: known } });
    const forUnknown = await t.client().gateway({ email: { email: unknown } });
    expect(forKnown.status).toBe(forUnknown.status);
    expect(blanked(forKnown.body)).toEqual(blanked(forUnknown.body));
  });
});
