import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import type { AuthAnswer, AuthFailure } from './auth-answer';
import { CAPTCHA_TYPES } from './auth-levers';
import {
  applyCaptchaState,
  applyLoginError,
  applyLoginResult,
  applyOnboardingState,
  initialAuthSession,
  LOGIN_TYPES,
  resetForLoginStart,
  signedOut,
  startupDecision,
  type AuthSessionState,
  type LoginType,
} from './auth-session';
import { AuthSessionStore } from './auth-session.store';
import { failureArb, nowArb } from './testing/arbitraries';

type LoginAnswer = Extract<AuthAnswer, { kind: 'login' }>;
type OnboardingAnswer = Extract<AuthAnswer, { kind: 'onboarding' }>;

const tokenArb = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const loginTypeArb = fc.constantFrom(...LOGIN_TYPES);
const ttlArb = fc.integer({ min: 0, max: 30 * 86_400_000 });
const loginArb: fc.Arbitrary<LoginAnswer> = fc.record(
  { kind: fc.constant('login' as const), authToken: tokenArb, authTokenTtlMs: ttlArb, refreshToken: tokenArb, userId: tokenArb, isNewUser: fc.boolean() },
  { requiredKeys: ['kind', 'authToken', 'authTokenTtlMs', 'userId', 'isNewUser'] },
);
const onboardingArb: fc.Arbitrary<OnboardingAnswer> = fc.record(
  { kind: fc.constant('onboarding' as const), onboardingToken: tokenArb, userId: tokenArb, refreshToken: tokenArb },
  { requiredKeys: ['kind', 'onboardingToken', 'userId'] },
);

/** Any auth session, consistent or not: the rules must hold from every state. */
const sessionArb: fc.Arbitrary<AuthSessionState> = fc.record(
  {
    status: fc.constantFrom('unknown' as const, 'signed-out' as const, 'signed-in' as const, 'onboarding' as const),
    funnelSessionId: tokenArb,
    loginType: loginTypeArb,
    authToken: tokenArb,
    authTokenExpiration: nowArb,
    refreshToken: tokenArb,
    userId: tokenArb,
    isNewUser: fc.boolean(),
    onboardingToken: tokenArb,
    onboardingUserId: tokenArb,
    captchaKey: tokenArb,
    captchaType: fc.constantFrom(...CAPTCHA_TYPES),
    guestAuthToken: tokenArb,
    isOutage: fc.boolean(),
    isReauthing: fc.boolean(),
    loginError: failureArb,
  },
  { requiredKeys: ['status', 'funnelSessionId', 'isOutage', 'isReauthing'] },
);

/** The AUTH-01 fields this client holds, beside its own `status`, `userId` and `isNewUser`. */
const AUTH_01_FIELDS = [
  'loginType',
  'funnelSessionId',
  'refreshToken',
  'captchaKey',
  'captchaType',
  'onboardingToken',
  'onboardingUserId',
  'authToken',
  'authTokenExpiration',
  'guestAuthToken',
  'isOutage',
  'isReauthing',
  'loginError',
] as const satisfies readonly (keyof AuthSessionState)[];

describe('auth session rules', () => {
  it('AUTH-01: a fresh session holds the funnel id, both flags off, status unknown, and nothing else', () => {
    fc.assert(
      fc.property(tokenArb, (funnel) => {
        const fresh = initialAuthSession(funnel);
        expect(fresh).toEqual({ status: 'unknown', funnelSessionId: funnel, isOutage: false, isReauthing: false });
        for (const field of AUTH_01_FIELDS) {
          if (field === 'funnelSessionId') expect(fresh[field]).toBe(funnel);
          else if (field === 'isOutage' || field === 'isReauthing') expect(fresh[field]).toBe(false);
          else expect(fresh[field]).toBeUndefined();
        }
        const store = new AuthSessionStore(new FakeTime(), funnel);
        expect(store.state.value).toEqual(fresh);
        expect(store.authToken()).toBeNull();
        expect(store.loggedIn.value).toBe(false);
        expect(store.initialised.value).toBe(false);
      }),
    );
  });

  it('AUTH-01, AUTH-21: from any session, a login start resets every field to its default except funnelSessionId', () => {
    fc.assert(
      fc.property(sessionArb, loginTypeArb, (s, type) => {
        const fresh = initialAuthSession('other-funnel');
        const next = resetForLoginStart(s, type);
        expect(next.funnelSessionId).toBe(s.funnelSessionId);
        for (const field of AUTH_01_FIELDS) {
          if (field === 'funnelSessionId' || field === 'loginType') continue;
          expect(next[field]).toEqual(fresh[field]);
        }
        // The start itself: the member is signed out and the login type is the one being started.
        expect(next).toMatchObject({ status: 'signed-out', loginType: type, isOutage: false, isReauthing: false });
      }),
    );
  });

  it('AUTH-01, AUTH-29: a captcha state stores its key and a known vendor; an unknown vendor is left out', () => {
    fc.assert(
      fc.property(sessionArb, tokenArb, fc.oneof(fc.constantFrom(...CAPTCHA_TYPES), fc.string({ maxLength: 8 })), (s, key, vendor) => {
        const store = new AuthSessionStore(new FakeTime(), s.funnelSessionId);
        store.recordCaptcha(key, vendor);
        const known = (CAPTCHA_TYPES as readonly string[]).includes(vendor);
        expect(store.state.value.captchaKey).toBe(key);
        expect(store.state.value.captchaType).toBe(known ? vendor : undefined);
        expect(applyCaptchaState(s, key, undefined)).toEqual(
          Object.fromEntries(Object.entries({ ...s, captchaKey: key }).filter(([k]) => k !== 'captchaType')),
        );
      }),
    );
  });

  it('AUTH-02: the login types are social network, messaging app, search-engine account, phone, e-mail and guest', () => {
    expect([...LOGIN_TYPES].sort()).toEqual(['email', 'guest', 'messaging-app', 'phone', 'search-engine', 'social-network']);
    fc.assert(
      fc.property(sessionArb, loginTypeArb, (s, type) => {
        expect(resetForLoginStart(s, type).loginType).toBe(type);
      }),
    );
  });

  it('AUTH-18: a login result stores the token with expiration = now + ttl (ms), the refresh token and the member', () => {
    fc.assert(
      fc.property(sessionArb, loginArb, nowArb, (s, answer, now) => {
        const next = applyLoginResult(s, answer, now);
        expect(next.authToken).toBe(answer.authToken);
        expect(next.authTokenExpiration).toBe(now + answer.authTokenTtlMs);
        expect(next.refreshToken).toBe(answer.refreshToken ?? s.refreshToken);
        expect(next).toMatchObject({ status: 'signed-in', userId: answer.userId, isNewUser: answer.isNewUser });
      }),
    );
  });

  it('AUTH-18: the store stamps the expiry with the clock and the token stops being valid exactly then', () => {
    fc.assert(
      fc.property(loginArb, fc.integer({ min: 1, max: 86_400_000 }), (answer, ttl) => {
        const time = new FakeTime();
        const store = new AuthSessionStore(time, 'f');
        const loggedAt = time.now();
        store.applyLogin({ ...answer, authTokenTtlMs: ttl });
        expect(store.state.value.authTokenExpiration).toBe(loggedAt + ttl);
        time.advance(ttl - 1);
        expect(store.authToken()).toBe(answer.authToken);
        time.advance(1);
        expect(store.authToken()).toBeNull();
        // Held all the same: the server decides, and its 401 starts a refresh (AUTH-25).
        expect(store.heldToken()).toBe(answer.authToken);
      }),
    );
  });

  it('AUTH-19: an onboarding state stores the onboarding token, the member id and the refresh token; nobody is signed in', () => {
    fc.assert(
      fc.property(sessionArb, onboardingArb, (s, answer) => {
        const next = applyOnboardingState(s, answer);
        expect(next).toMatchObject({ status: 'onboarding', onboardingToken: answer.onboardingToken, onboardingUserId: answer.userId });
        expect(next.refreshToken).toBe(answer.refreshToken ?? s.refreshToken);
        expect(next.authToken).toBeUndefined();
        expect(next.authTokenExpiration).toBeUndefined();
      }),
    );
  });

  it('AUTH-21: starting a login resets the session to its defaults but keeps funnelSessionId', () => {
    fc.assert(
      fc.property(sessionArb, loginTypeArb, (s, type) => {
        expect(resetForLoginStart(s, type)).toEqual({ ...initialAuthSession(s.funnelSessionId), status: 'signed-out', loginType: type });
      }),
    );
  });

  it('AUTH-22: a token success clears the outage and reauth flags, the guest token and the last error; a login error is stored and clears reauth only', () => {
    fc.assert(
      fc.property(sessionArb, loginArb, nowArb, failureArb, (s, answer, now, error: AuthFailure) => {
        const success = applyLoginResult(s, answer, now);
        expect(success).toMatchObject({ isOutage: false, isReauthing: false });
        expect(success.loginError).toBeUndefined();
        expect(success.guestAuthToken).toBeUndefined();
        expect(applyLoginError(s, error)).toEqual({ ...s, loginError: error, isReauthing: false });
      }),
    );
  });

  it('AUTH-23: at start-up no token signs out, a token expiring after now signs in, one expiring at or before now is token-expired', () => {
    fc.assert(
      fc.property(sessionArb, nowArb, (s, now) => {
        const decision = startupDecision(s, now);
        if (s.authToken === undefined) expect(decision).toBe('sign-out');
        else if (s.authTokenExpiration !== undefined && s.authTokenExpiration > now) expect(decision).toBe('sign-in');
        else expect(decision).toBe('token-expired');
      }),
    );
  });

  it('AUTH-45: whatever happens, a visitor holds no token, an onboarding user only an onboarding token, a member an auth token', () => {
    type Op =
      | { op: 'start'; type: LoginType }
      | { op: 'login'; answer: LoginAnswer }
      | { op: 'onboarding'; answer: OnboardingAnswer }
      | { op: 'adopt'; token: string; userId: string }
      | { op: 'error'; error: AuthFailure }
      | { op: 'signOut' };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      loginTypeArb.map((type): Op => ({ op: 'start', type })),
      loginArb.map((answer): Op => ({ op: 'login', answer: { ...answer, authTokenTtlMs: Math.max(1, answer.authTokenTtlMs) } })),
      onboardingArb.map((answer): Op => ({ op: 'onboarding', answer })),
      fc.tuple(tokenArb, tokenArb).map(([token, userId]): Op => ({ op: 'adopt', token, userId })),
      failureArb.map((error): Op => ({ op: 'error', error })),
      fc.constant<Op>({ op: 'signOut' }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 15 }), (ops) => {
        const time = new FakeTime();
        const store = new AuthSessionStore(time, 'funnel');
        for (const o of ops) {
          if (o.op === 'start') store.startLogin(o.type);
          else if (o.op === 'login') store.applyLogin(o.answer);
          else if (o.op === 'onboarding') store.applyOnboarding(o.answer);
          else if (o.op === 'adopt') store.adoptToken(o.token, time.now() + 60_000, o.userId);
          else if (o.op === 'error') store.recordLoginError(o.error);
          else store.signOut();
          const s = store.state.value;
          expect(s.funnelSessionId).toBe('funnel');
          expect(store.loggedIn.value).toBe(s.status === 'signed-in');
          switch (s.status) {
            case 'unknown':
            case 'signed-out':
              expect([s.authToken, s.onboardingToken, s.refreshToken, s.userId]).toEqual([undefined, undefined, undefined, undefined]);
              break;
            case 'onboarding':
              expect(s.onboardingToken).toBeDefined();
              expect(s.authToken).toBeUndefined();
              break;
            case 'signed-in':
              expect(store.authToken()).toBe(s.authToken);
              expect(s.onboardingToken).toBeUndefined();
              expect(s.userId).toBeDefined();
              break;
          }
        }
      }),
    );
  });

  it('AUTH-45: signing out leaves a visitor with the funnel id only', () => {
    fc.assert(
      fc.property(sessionArb, (s) => {
        expect(signedOut(s)).toEqual({ ...initialAuthSession(s.funnelSessionId), status: 'signed-out' });
      }),
    );
  });
});
