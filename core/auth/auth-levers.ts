/** AUTH-10: the SMS captcha submission is skipped entirely (no call) while its lever is off. */
export const shouldSubmitSmsCaptcha = (leverOn: boolean): boolean => leverOn;

/** AUTH-29: the captcha vendors the spec names, plus the proof of work (ALTCHA) of the reference server. */
export const CAPTCHA_TYPES = ['recaptcha', 'arkose', 'altcha'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** A captcha vendor named by the gateway, if it is one this client knows. */
export const captchaTypeOf = (vendor: string): CaptchaType | undefined => CAPTCHA_TYPES.find((t) => t === vendor);
