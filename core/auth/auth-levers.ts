/** AUTH-10: the SMS captcha submission is skipped entirely (no call) while its lever is off. */
export const shouldSubmitSmsCaptcha = (leverOn: boolean): boolean => leverOn;

/** AUTH-13: the e-mail request states. */
export const REQUEST_STATES = ['idle', 'loading', 'success', 'error'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** AUTH-14: the e-mail auth states. */
export const EMAIL_AUTH_STATES = ['Email', 'Otp', 'ThirdPartyNotFound', 'ThirdPartySecondFactor', 'EmailHasChanged'] as const;
export type EmailAuthState = (typeof EMAIL_AUTH_STATES)[number];

/** AUTH-08: the SMS auth states. */
export const SMS_AUTH_STATES = ['phone', 'phone error', 'captcha', 'captcha error', 'code', 'code error'] as const;
export type SmsAuthState = (typeof SMS_AUTH_STATES)[number];

/** AUTH-29: the captcha vendors the spec names, plus the proof of work (ALTCHA) of the reference server. */
export const CAPTCHA_TYPES = ['recaptcha', 'arkose', 'altcha'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** A captcha vendor named by the gateway, if it is one this client knows. */
export const captchaTypeOf = (vendor: string): CaptchaType | undefined => CAPTCHA_TYPES.find((t) => t === vendor);
