import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyAuthGateway } from '../../adapters/auth-gateway/lazy-auth-gateway';
import { ProtobufAuthGateway } from '../../adapters/auth-gateway/protobuf-auth-gateway';
import type { HttpPort } from '../../core/api';
import type { AuthAnswer, AuthFailure, AuthGatewayPort, AuthRequestContext, AuthResult } from '../../core/auth';
import { FakeAuthGateway } from '../../core/auth/testing';
import { completeOnboarding } from '../../server/testing/sign-in';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';

/** One `AuthGatewayPort` with the far end it talks to, as the contract sees them. */
interface GatewayHarness {
  readonly gateway: AuthGatewayPort;
  /** The code last sent to a destination (in its normalised form), as the member reads it. */
  lastCode(destination: string): Promise<string>;
  /** How many codes have been sent to a destination. */
  sentCount(destination: string): Promise<number>;
  /** The member who signed in from `destination` as `userId` finishes onboarding. */
  finishOnboarding(destination: string, userId: string): Promise<void>;
  /** Time passes on the server (its resend cooldown); the fake has no clock. */
  later(ms: number): void;
}

type GatewayWorld = ContractWorld<GatewayHarness>;

const MINUTE = 60_000;
const PHONE = '+14155550123';
const OTHER_PHONE = '+14155550199';
const EMAIL = 'jane.doe@example.com';
const ctx: AuthRequestContext = { funnelSessionId: 'funnel-1' };


const fakeWorld: GatewayWorld = {
  start: async () => {},
  open: async () => {
    const fake = new FakeAuthGateway();
    return {
      gateway: fake,
      lastCode: async (destination) => {
        const code = fake.codeFor(destination);
        if (code === undefined) throw new Error(`no code was sent to ${destination}`);
        return code;
      },
      sentCount: async (destination) => fake.outbox.filter((m) => m.to === destination).length,
      finishOnboarding: async (destination) => void fake.members.add(destination),
      later: () => {},
    };
  },
  stop: async () => {},
};

/**
 * The reference server in-process on an ephemeral port, with send limits and the captcha rule high enough for the
 * suite (every request comes from one loopback address). The resend cooldown keeps its default: it is what
 * `resendAfterSeconds` announces.
 */
const SUITE_LIMITS = {
  otp: {
    perDestinationShort: { max: 1000, windowMs: 15 * MINUTE },
    perDestinationDaily: { max: 10_000, windowMs: 24 * 60 * MINUTE },
    perIp: { max: 1_000_000, windowMs: 60 * MINUTE },
  },
  captcha: { afterIpSends: { max: 1_000_000, windowMs: 15 * MINUTE } },
} as const;

/** A gateway adapter over the real ky client, talking to the real server as a web page of the server's origin. */
const serverWorld = (makeGateway: (http: HttpPort) => AuthGatewayPort): GatewayWorld =>
  referenceServerWorld((t) => {
    const http = pageClient(t);
    return {
      gateway: makeGateway(http),
      lastCode: async (destination) => {
        const text = t.outbox.messagesTo(destination)[0]?.text;
        const code = text === undefined ? undefined : /\b(\d{6})\b/.exec(text)?.[1];
        if (code === undefined) throw new Error(`no code was sent to ${destination}`);
        return code;
      },
      sentCount: async (destination) => t.outbox.messagesTo(destination).length,
      finishOnboarding: (_destination, userId) => completeOnboarding(t.database.db, userId),
      later: (ms) => t.time.advance(ms),
    };
  }, { overrides: SUITE_LIMITS });

const nonEmpty = expect.stringMatching(/./);

const answerOf = (result: AuthResult): AuthAnswer => {
  if (!result.ok) throw new Error(`the gateway failed with ${String(result.error.code)}`);
  return result.value;
};

const failureOf = (result: AuthResult): AuthFailure => {
  if (result.ok) throw new Error(`the gateway answered ${result.value.kind}`);
  return result.error;
};

const codeSent = (result: AuthResult): Extract<AuthAnswer, { kind: 'otp-sent' }> => {
  const answer = answerOf(result);
  if (answer.kind !== 'otp-sent') throw new Error(`expected a code to be sent, got ${answer.kind}`);
  return answer;
};

/** Another six digits than `code`. */
const wrongFor = (code: string): string => (code === '000000' ? '111111' : '000000');

const gatewayContract = (name: string, world: GatewayWorld) =>
  describe(`AuthGatewayPort contract: ${name}`, () => {
    let h: GatewayHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
    });

    const askPhoneCode = async (phone = PHONE): Promise<string> => codeSent(await h.gateway.submitPhone(phone, ctx)).bindingToken;
    const askEmailCode = async (email = EMAIL): Promise<string> => codeSent(await h.gateway.submitEmail(email, ctx)).bindingToken;
    const signInByPhone = async (phone = PHONE): Promise<AuthAnswer> => {
      const bindingToken = await askPhoneCode(phone);
      return answerOf(await h.gateway.submitPhoneOtp(phone, await h.lastCode(phone), bindingToken, ctx));
    };
    const signInByEmail = async (email = EMAIL): Promise<AuthAnswer> => {
      const bindingToken = await askEmailCode(email);
      return answerOf(await h.gateway.submitEmailOtp(email, await h.lastCode(email), bindingToken, ctx));
    };
    /** A member who finished onboarding, signed in again by phone: their login result. */
    const signedInMember = async (phone = PHONE): Promise<Extract<AuthAnswer, { kind: 'login' }>> => {
      const first = await signInByPhone(phone);
      if (first.kind !== 'onboarding') throw new Error(`a new number answered ${first.kind}`);
      await h.finishOnboarding(phone, first.userId);
      h.later(MINUTE);
      const login = await signInByPhone(phone);
      if (login.kind !== 'login') throw new Error(`a member answered ${login.kind}`);
      return login;
    };

    describe('answers', () => {
      it('AUTH-05, AUTH-11: submitting a phone answers the SMS code state: otpLength 6, the binding token, the masked number, resend after 30 s; the code goes out by SMS', async () => {
        const answer = codeSent(await h.gateway.submitPhone(PHONE, ctx));
        // `channel: 'sms'` is the port's `smsSent`.
        expect(answer).toStrictEqual({ kind: 'otp-sent', channel: 'sms', otpLength: 6, bindingToken: nonEmpty, masked: '+*******0123', resendAfterSeconds: 30 });
        expect(await h.lastCode(PHONE)).toMatch(/^\d{6}$/);
        expect(await h.sentCount(PHONE)).toBe(1);
      });

      it('AUTH-05, AUTH-16: submitting an e-mail answers the e-mail code state: otpLength 6, the masked address, marketing option none, new accounts allowed', async () => {
        const answer = codeSent(await h.gateway.submitEmail('  Jane.Doe@Example.COM ', ctx));
        expect(answer).toStrictEqual({
          kind: 'otp-sent',
          channel: 'email',
          otpLength: 6,
          bindingToken: nonEmpty,
          masked: 'j***@example.com',
          resendAfterSeconds: 30,
          emailMarketing: 'none',
          newAccountAllowed: true,
        });
        expect(await h.lastCode(EMAIL)).toMatch(/^\d{6}$/);
      });

      it('AUTH-05, AUTH-19: the right code for a new number answers an onboarding state: onboardingToken and userId, and no refresh token in a browser (the cookie carries it)', async () => {
        expect(await signInByPhone()).toStrictEqual({ kind: 'onboarding', onboardingToken: nonEmpty, userId: nonEmpty });
      });

      it('AUTH-05, AUTH-18: the right code for a member who finished onboarding answers a login result: authToken, authTokenTtl 30 min in ms, the same userId, no refresh token in a browser', async () => {
        const first = await signInByPhone();
        if (first.kind !== 'onboarding') throw new Error(first.kind);
        await h.finishOnboarding(PHONE, first.userId);
        h.later(MINUTE);
        const login = await signInByPhone();
        expect(login).toStrictEqual({ kind: 'login', authToken: nonEmpty, authTokenTtlMs: 30 * MINUTE, userId: first.userId, isNewUser: false });
      });

      it('AUTH-16, AUTH-18: by e-mail too: a new address gets an onboarding state, the same member after onboarding a login result', async () => {
        const first = await signInByEmail();
        expect(first).toStrictEqual({ kind: 'onboarding', onboardingToken: nonEmpty, userId: nonEmpty });
        if (first.kind !== 'onboarding') return;
        await h.finishOnboarding(EMAIL, first.userId);
        h.later(MINUTE);
        expect(await signInByEmail()).toStrictEqual({ kind: 'login', authToken: nonEmpty, authTokenTtlMs: 30 * MINUTE, userId: first.userId, isNewUser: false });
      });

      it('AUTH-06: a number typed with spaces and brackets is sent to, and signs in as, its E.164 form', async () => {
        const bindingToken = codeSent(await h.gateway.submitPhone('+1 (415) 555-0123', ctx)).bindingToken;
        expect(await h.sentCount(PHONE)).toBe(1);
        const answer = await h.gateway.submitPhoneOtp(PHONE, await h.lastCode(PHONE), bindingToken, ctx);
        expect(answer).toMatchObject({ ok: true, value: { kind: 'onboarding' } });
      });
    });

    describe('failures', () => {
      it.each(['phone', '12', '+0123456789'])('ERR-12: an invalid phone number (%j) is 400/40315 and sends nothing', async (phone) => {
        expect(failureOf(await h.gateway.submitPhone(phone, ctx))).toMatchObject({ code: 40315, status: 400 });
        expect(await h.sentCount(phone)).toBe(0);
      });

      it.each(['plainaddress', 'jane@', '@example.com'])('ERR-10: an invalid e-mail address (%j) is 400/40009 and sends nothing', async (email) => {
        expect(failureOf(await h.gateway.submitEmail(email, ctx))).toMatchObject({ code: 40009, status: 400 });
        expect(await h.sentCount(email)).toBe(0);
      });

      it('AUTH-09, ERR-12: a wrong code answers 400/41201 with the attempts remaining 4, 3, 2, 1; the fifth kills the code (429/42905), and then even the right code is refused', async () => {
        const bindingToken = await askPhoneCode();
        const code = await h.lastCode(PHONE);
        const guess = async (otp: string) => failureOf(await h.gateway.submitPhoneOtp(PHONE, otp, bindingToken, ctx));
        for (const remaining of [4, 3, 2, 1]) {
          expect(await guess(wrongFor(code))).toMatchObject({ code: 41201, status: 400, attemptsRemaining: remaining });
        }
        expect(await guess(wrongFor(code))).toMatchObject({ code: 42905, status: 429, attemptsRemaining: 0 });
        expect(await guess(code)).toMatchObject({ code: 42905, status: 429 });
      });

      it('ERR-10: a wrong e-mailed code answers 400/41202 with the attempts remaining; the fifth kills the code (429/42907)', async () => {
        const bindingToken = await askEmailCode();
        const code = await h.lastCode(EMAIL);
        const guess = async (otp: string) => failureOf(await h.gateway.submitEmailOtp(EMAIL, otp, bindingToken, ctx));
        for (const remaining of [4, 3, 2, 1]) {
          expect(await guess(wrongFor(code))).toMatchObject({ code: 41202, status: 400, attemptsRemaining: remaining });
        }
        expect(await guess(wrongFor(code))).toMatchObject({ code: 42907, status: 429, attemptsRemaining: 0 });
        expect(await guess(code)).toMatchObject({ code: 42907, status: 429 });
      });

      it('ERR-12: after the code was killed, resend gives a new code that signs in', async () => {
        const bindingToken = await askPhoneCode();
        const code = await h.lastCode(PHONE);
        for (let i = 0; i < 5; i += 1) await h.gateway.submitPhoneOtp(PHONE, wrongFor(code), bindingToken, ctx);
        h.later(MINUTE);
        const fresh = codeSent(await h.gateway.resendOtp(bindingToken, ctx)).bindingToken;
        const answer = await h.gateway.submitPhoneOtp(PHONE, await h.lastCode(PHONE), fresh, ctx);
        expect(answer).toMatchObject({ ok: true, value: { kind: 'onboarding' } });
      });

      it('AUTH-17: a code that is not six digits is 400/40000 and uses up no attempt', async () => {
        const bindingToken = await askPhoneCode();
        const code = await h.lastCode(PHONE);
        expect(failureOf(await h.gateway.submitPhoneOtp(PHONE, code.slice(1), bindingToken, ctx))).toMatchObject({ code: 40000, status: 400 });
        expect(failureOf(await h.gateway.submitPhoneOtp(PHONE, wrongFor(code), bindingToken, ctx))).toMatchObject({ code: 41201, attemptsRemaining: 4 });
      });

      it('AUTH-17, ERR-12: a code is bound to its request: with no binding token, or the token of another number, it is 400/40317', async () => {
        await askPhoneCode();
        const code = await h.lastCode(PHONE);
        const otherToken = await askPhoneCode(OTHER_PHONE);
        expect(failureOf(await h.gateway.submitPhoneOtp(PHONE, code, '', ctx))).toMatchObject({ code: 40317, status: 400 });
        expect(failureOf(await h.gateway.submitPhoneOtp(PHONE, code, otherToken, ctx))).toMatchObject({ code: 40317, status: 400 });
      });

      it('ERR-12: a code is usable once: presenting it again is 400/40317', async () => {
        const bindingToken = await askPhoneCode();
        const code = await h.lastCode(PHONE);
        expect(await h.gateway.submitPhoneOtp(PHONE, code, bindingToken, ctx)).toMatchObject({ ok: true });
        expect(failureOf(await h.gateway.submitPhoneOtp(PHONE, code, bindingToken, ctx))).toMatchObject({ code: 40317, status: 400 });
      });
    });

    describe('resend', () => {
      it('AUTH-09: resend sends a new code with a new binding token; the old token stops working, the new pair signs in, and a used request cannot be resent (40317)', async () => {
        const oldToken = await askPhoneCode();
        const oldCode = await h.lastCode(PHONE);
        h.later(MINUTE);
        const resent = codeSent(await h.gateway.resendOtp(oldToken, ctx));
        expect(resent).toStrictEqual({ kind: 'otp-sent', channel: 'sms', otpLength: 6, bindingToken: nonEmpty, masked: '+*******0123', resendAfterSeconds: 30 });
        expect(resent.bindingToken).not.toBe(oldToken);
        expect(await h.sentCount(PHONE)).toBe(2);
        const newCode = await h.lastCode(PHONE);

        expect(failureOf(await h.gateway.submitPhoneOtp(PHONE, oldCode, oldToken, ctx))).toMatchObject({ code: 40317, status: 400 });
        expect(await h.gateway.submitPhoneOtp(PHONE, newCode, resent.bindingToken, ctx)).toMatchObject({ ok: true, value: { kind: 'onboarding' } });
        expect(failureOf(await h.gateway.resendOtp(resent.bindingToken, ctx))).toMatchObject({ code: 40317, status: 400 });
      });

      it('AUTH-16: an e-mailed code is resent by e-mail, with the e-mail code state', async () => {
        const oldToken = await askEmailCode();
        h.later(MINUTE);
        const resent = codeSent(await h.gateway.resendOtp(oldToken, ctx));
        expect(resent).toMatchObject({ channel: 'email', otpLength: 6, masked: 'j***@example.com' });
        expect(await h.sentCount(EMAIL)).toBe(2);
      });

      it('ERR-12: an unknown binding token cannot be resent: 400/40317', async () => {
        expect(failureOf(await h.gateway.resendOtp('no-such-request', ctx))).toMatchObject({ code: 40317, status: 400 });
      });
    });

    describe('refresh', () => {
      it('AUTH-25: a refresh answers a new login result for the member who signed in: a new auth token each time, the same userId, no refresh token in a browser', async () => {
        const login = await signedInMember();
        const first = answerOf(await h.gateway.refresh(undefined, ctx));
        expect(first).toStrictEqual({ kind: 'login', authToken: nonEmpty, authTokenTtlMs: 30 * MINUTE, userId: login.userId, isNewUser: false });
        const second = answerOf(await h.gateway.refresh(undefined, ctx));
        expect(second).toMatchObject({ kind: 'login', userId: login.userId });
        const tokens = [login, first, second].map((a) => (a.kind === 'login' ? a.authToken : ''));
        expect(new Set(tokens).size).toBe(3);
      });

      it('AUTH-25, AUTH-19: while onboarding, a refresh answers the onboarding state again; once onboarding is finished, a login result for the same member', async () => {
        const onboarding = await signInByPhone();
        if (onboarding.kind !== 'onboarding') throw new Error(onboarding.kind);
        expect(answerOf(await h.gateway.refresh(undefined, ctx))).toStrictEqual({ kind: 'onboarding', onboardingToken: nonEmpty, userId: onboarding.userId });
        await h.finishOnboarding(PHONE, onboarding.userId);
        expect(answerOf(await h.gateway.refresh(undefined, ctx))).toStrictEqual({
          kind: 'login',
          authToken: nonEmpty,
          authTokenTtlMs: 30 * MINUTE,
          userId: onboarding.userId,
          isNewUser: false,
        });
      });

      it('AUTH-25, AUTH-26: a browser that never signed in is refused with 401', async () => {
        expect(failureOf(await h.gateway.refresh(undefined, ctx))).toMatchObject({ status: 401 });
      });
    });
  });

gatewayContract('FakeAuthGateway', fakeWorld);
gatewayContract('ProtobufAuthGateway over ky and the reference server', serverWorld((http) => new ProtobufAuthGateway(http)));
gatewayContract('the browser gateway (protobuf sign-in, JSON refresh) over ky and the reference server', serverWorld(lazyAuthGateway));
