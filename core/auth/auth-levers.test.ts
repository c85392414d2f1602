import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaTypeOf, shouldSubmitSmsCaptcha } from './auth-levers';

describe('auth levers and captcha vendors', () => {
  it('AUTH-10: the SMS captcha is submitted only while its lever is on', () => {
    fc.assert(
      fc.property(fc.boolean(), (leverOn) => {
        expect(shouldSubmitSmsCaptcha(leverOn)).toBe(leverOn);
      }),
    );
  });

  it('AUTH-29: the captcha types recaptcha and arkose (and the reference server\'s altcha) are known; any other vendor is not', () => {
    for (const vendor of ['recaptcha', 'arkose', 'altcha']) expect(captchaTypeOf(vendor)).toBe(vendor);
    fc.assert(
      fc.property(fc.string(), (vendor) => {
        if (!['recaptcha', 'arkose', 'altcha'].includes(vendor)) expect(captchaTypeOf(vendor)).toBeUndefined();
      }),
    );
    expect(captchaTypeOf('Arkose')).toBeUndefined();
  });
});
