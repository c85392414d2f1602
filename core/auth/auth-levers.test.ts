import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_TYPES,
  EMAIL_AUTH_STATES,
  REQUEST_STATES,
  shouldSubmitSmsCaptcha,
  SMS_AUTH_STATES,
} from './auth-levers';

describe('auth levers and state sets', () => {
  it('AUTH-08: the SMS auth state is one of phone, phone error, captcha, captcha error, code, code error', () => {
    expect(SMS_AUTH_STATES).toEqual(['phone', 'phone error', 'captcha', 'captcha error', 'code', 'code error']);
    // Every input step of the SMS flow has its error state.
    for (const base of ['phone', 'captcha', 'code'] as const) expect(SMS_AUTH_STATES).toContain(`${base} error`);
  });

  it('AUTH-10: the SMS captcha is submitted only while its lever is on', () => {
    fc.assert(
      fc.property(fc.boolean(), (leverOn) => {
        expect(shouldSubmitSmsCaptcha(leverOn)).toBe(leverOn);
      }),
    );
  });

  it('AUTH-13: every e-mail request state is one of idle, loading, success, error', () => {
    expect(REQUEST_STATES).toEqual(['idle', 'loading', 'success', 'error']);
    expect(new Set(REQUEST_STATES).size).toBe(REQUEST_STATES.length);
  });

  it('AUTH-14: the e-mail auth state is one of Email, Otp, ThirdPartyNotFound, ThirdPartySecondFactor, EmailHasChanged', () => {
    expect(EMAIL_AUTH_STATES).toEqual(['Email', 'Otp', 'ThirdPartyNotFound', 'ThirdPartySecondFactor', 'EmailHasChanged']);
  });

  it('AUTH-29: the captcha types include recaptcha and arkose', () => {
    expect(CAPTCHA_TYPES).toEqual(expect.arrayContaining(['recaptcha', 'arkose']));
  });
});
