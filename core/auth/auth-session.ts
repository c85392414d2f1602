import type { AuthAnswer, AuthFailure } from './auth-answer';
import type { CaptchaType } from './auth-levers';

/** AUTH-02: how the member signed in. */
export const LOGIN_TYPES = ['social-network', 'messaging-app', 'search-engine', 'phone', 'email', 'guest'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Where the member stands: not known yet (start-up), signed out, signed in, or holding only an onboarding token. */
export type AuthStatus = 'unknown' | 'signed-out' | 'signed-in' | 'onboarding';

/**
 * AUTH-01: the auth session. The auth token lives only here, in memory; a browser never sees its refresh token
 * (an HttpOnly cookie), so `refreshToken` is set only on platforms that keep it in a secure vault.
 * Defaults (a fresh session, and every field a login start resets): status `unknown`, `isOutage` and
 * `isReauthing` false, every optional field absent. The spec's `isGuestAuth`, `magicLinkType`, `appealToken`,
 * `selfieChallengeToken`, `selfieStatus` and `smsCaptchaToken` join with their flows (guest login, magic link,
 * appeals, selfie checks, the separate SMS captcha call); `guestAuthToken` is here because AUTH-22 clears it.
 */
export interface AuthSessionState {
  /** Where the member stands; not a field of the spec, which derives it from the tokens. */
  readonly status: AuthStatus;
  readonly funnelSessionId: string;
  readonly loginType?: LoginType;
  readonly authToken?: string;
  /** AUTH-18: ms since epoch = login time + auth_token_ttl. */
  readonly authTokenExpiration?: number;
  readonly refreshToken?: string;
  readonly userId?: string;
  readonly isNewUser?: boolean;
  readonly onboardingToken?: string;
  readonly onboardingUserId?: string;
  /** AUTH-29: the public (site) key of the last captcha the gateway asked for. */
  readonly captchaKey?: string;
  /** AUTH-29: the vendor of that captcha. */
  readonly captchaType?: CaptchaType;
  /** AUTH-42: a guest's token; cleared by a login success (AUTH-22). */
  readonly guestAuthToken?: string;
  /** AUTH-27: the auth service is failing; cleared by an auth-token success (AUTH-22). */
  readonly isOutage: boolean;
  readonly isReauthing: boolean;
  readonly loginError?: AuthFailure;
}

export const initialAuthSession = (funnelSessionId: string): AuthSessionState => ({
  status: 'unknown',
  funnelSessionId,
  isOutage: false,
  isReauthing: false,
});

/** AUTH-21: starting a login resets the session to its defaults but keeps funnelSessionId. */
export const resetForLoginStart = (s: AuthSessionState, loginType: LoginType): AuthSessionState => ({
  ...initialAuthSession(s.funnelSessionId),
  status: 'signed-out',
  loginType,
});

/**
 * AUTH-18: a login result stores the auth token with its expiry (now + ttl in ms) and the refresh token.
 * AUTH-22: login success clears the reauth flag and the guest token; an auth token success clears the outage flag.
 */
export const applyLoginResult = (
  s: AuthSessionState,
  answer: Extract<AuthAnswer, { kind: 'login' }>,
  now: number,
): AuthSessionState => {
  const { onboardingToken: _o, onboardingUserId: _u, loginError: _e, guestAuthToken: _g, ...rest } = s;
  return {
    ...rest,
    status: 'signed-in',
    authToken: answer.authToken,
    authTokenExpiration: now + Math.max(0, answer.authTokenTtlMs),
    ...(answer.refreshToken ? { refreshToken: answer.refreshToken } : {}),
    userId: answer.userId,
    isNewUser: answer.isNewUser,
    isOutage: false,
    isReauthing: false,
  };
};

/** AUTH-19: an onboarding state stores the onboarding token; the member is not signed in yet. */
export const applyOnboardingState = (
  s: AuthSessionState,
  answer: Extract<AuthAnswer, { kind: 'onboarding' }>,
): AuthSessionState => {
  const { authToken: _t, authTokenExpiration: _x, loginError: _e, ...rest } = s;
  return {
    ...rest,
    status: 'onboarding',
    onboardingToken: answer.onboardingToken,
    onboardingUserId: answer.userId,
    userId: answer.userId,
    ...(answer.refreshToken ? { refreshToken: answer.refreshToken } : {}),
    isOutage: false,
    isReauthing: false,
  };
};

/** AUTH-22: a login error is stored and clears the reauth flag. */
export const applyLoginError = (s: AuthSessionState, error: AuthFailure): AuthSessionState => ({
  ...s,
  loginError: error,
  isReauthing: false,
});

/** AUTH-29: a captcha state stores the captcha's key and vendor (a vendor this client does not know is left out). */
export const applyCaptchaState = (s: AuthSessionState, captchaKey: string, captchaType: CaptchaType | undefined): AuthSessionState => {
  const { captchaType: _t, ...rest } = s;
  return { ...rest, captchaKey, ...(captchaType ? { captchaType } : {}) };
};

/** The signed-out session: every token gone, the funnel id kept. */
export const signedOut = (s: AuthSessionState): AuthSessionState => ({
  ...initialAuthSession(s.funnelSessionId),
  status: 'signed-out',
});

/** Whether the auth token can still be used at `now`. */
export const hasValidToken = (s: AuthSessionState, now: number): boolean =>
  s.authToken !== undefined && s.authTokenExpiration !== undefined && s.authTokenExpiration > now;

/** AUTH-23: the start-up decision: an expired token logs out, a valid one signs in, none signs out. */
export type StartupDecision = 'token-expired' | 'sign-in' | 'sign-out';
export const startupDecision = (s: AuthSessionState, now: number): StartupDecision =>
  s.authToken === undefined ? 'sign-out' : hasValidToken(s, now) ? 'sign-in' : 'token-expired';
