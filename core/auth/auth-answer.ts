/** What the auth gateway can answer (AUTH-04, AUTH-05), in the domain's words. */
export type AuthAnswer =
  /** `getPhoneState`: the gateway wants a phone number. */
  | { readonly kind: 'phone-requested' }
  /** `getEmailState`: the gateway wants an e-mail address. */
  | { readonly kind: 'email-requested'; readonly emailMarketing?: EmailMarketingOption }
  /** `validatePhoneOtpState` / `validateEmailOtpState`: a code was sent. */
  | {
      readonly kind: 'otp-sent';
      readonly channel: 'sms' | 'email';
      /** AUTH-11: the server's code length (6 when absent). */
      readonly otpLength: number;
      /** The token that binds the code to this request (AUTH-17: required to verify). */
      readonly bindingToken: string;
      readonly masked: string;
      /** Seconds before another code may be asked for. */
      readonly resendAfterSeconds: number;
      readonly emailMarketing?: EmailMarketingOption;
      readonly newAccountAllowed?: boolean;
    }
  /** `captchaState`: a risk rule fired; the member solves a challenge and the request is repeated. */
  | {
      readonly kind: 'captcha';
      readonly publicKey: string;
      /** The gateway's `data_blob`: the challenge, for the solver. */
      readonly data: string;
      readonly referenceToken: string;
      readonly vendor: string;
    }
  /** `loginResult` (AUTH-18). `refreshToken` is absent for browsers: it travels in an HttpOnly cookie. */
  | {
      readonly kind: 'login';
      readonly authToken: string;
      readonly authTokenTtlMs: number;
      readonly refreshToken?: string;
      readonly userId: string;
      readonly isNewUser: boolean;
    }
  /** `onboardingState` (AUTH-19): a new member who must finish onboarding first. */
  | {
      readonly kind: 'onboarding';
      readonly onboardingToken: string;
      readonly userId: string;
      readonly refreshToken?: string;
    }
  /** A social account that has no member behind it (AUTH-35). */
  | { readonly kind: 'social-account-not-found' };

/** AUTH-15: the e-mail marketing options. */
export const EMAIL_MARKETING_OPTIONS = ['default_checked_opt_in', 'none', 'opt_in', 'opt_out'] as const;
export type EmailMarketingOption = (typeof EMAIL_MARKETING_OPTIONS)[number];

/** AUTH-11: the code length when the server gives none. */
export const DEFAULT_OTP_LENGTH = 6;

/** AUTH-11: the server's code length, or 6 when it is absent or unusable. */
export const otpLengthOf = (serverValue: number | null | undefined): number =>
  typeof serverValue === 'number' && Number.isInteger(serverValue) && serverValue >= 4 && serverValue <= 10
    ? serverValue
    : DEFAULT_OTP_LENGTH;

/**
 * AUTH-15 (mapping not shown in the spec; docs/decisions.md): which marketing checkbox the e-mail step shows.
 * `none` shows nothing; `opt_in` an unchecked box; `default_checked_opt_in` a checked one; `opt_out` a strict
 * box the member ticks to refuse.
 */
export const marketingOptIn = (
  option: EmailMarketingOption | undefined,
): { readonly showMarketingOptIn: boolean; readonly showStrictOptIn: boolean; readonly checkedByDefault: boolean } => {
  switch (option) {
    case 'opt_in':
      return { showMarketingOptIn: true, showStrictOptIn: false, checkedByDefault: false };
    case 'default_checked_opt_in':
      return { showMarketingOptIn: true, showStrictOptIn: false, checkedByDefault: true };
    case 'opt_out':
      return { showMarketingOptIn: false, showStrictOptIn: true, checkedByDefault: false };
    default:
      return { showMarketingOptIn: false, showStrictOptIn: false, checkedByDefault: false };
  }
};

/** A failed auth request: the server's numeric code when there is one, else a stable `API.*`/`AUTH.*` code. */
export interface AuthFailure {
  readonly code: number | string;
  readonly message: string;
  /** The HTTP status, when the server answered (AUTH-26 reads 400 and 401 from the refresh step). */
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly attemptsRemaining?: number;
  /** BAN-01: a banned member's sign-in or refresh: the ban payload's fields (appealToken, policy, status, …). */
  readonly ban?: Readonly<Record<string, unknown>>;
}
