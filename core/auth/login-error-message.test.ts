import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-error-message';

/** The message the login modal shows for a refusal of the gateway with `code` and `status`. */
const shown = (code: number, status = 403) => loginErrorMessage({ code, message: String(code), status });

describe('the login modal\'s messages', () => {
  it('ERR-02: 40302 when signing in is the device flagged for a date-of-birth violation, not the consent error', () => {
    expect(shown(40302)).toBe('error.deviceFlaggedDob');
  });

  it('ERR-03, ERR-05, ERR-08: a blacklisted member, an underage ban and a review say so when signing in', () => {
    expect(shown(40303)).toBe('error.userBanned');
    for (const code of [40802, 40301, 40321, 40344]) expect(shown(code)).toBe('error.underageBan');
    expect(shown(40306)).toBe('error.underReview');
  });

  it('ERR-11, Q-04: 40009 when signing in is an invalid e-mail address (in onboarding it is the name: ONB-10)', () => {
    expect(shown(40009, 400)).toBe('error.emailInvalid');
  });

  it('ERR-12, Q-05: the SMS codes have their own messages when signing in (decisions: their meanings)', () => {
    expect(shown(40315, 400)).toBe('error.phoneInvalid');
    expect(shown(40316, 400)).toBe('error.otpExpired');
    expect(shown(40317, 400)).toBe('error.otpRequestUnknown');
    expect(shown(40096, 400)).toBe('error.smsUnavailable');
    expect(shown(42902, 429)).toBe('error.smsRateLimit');
  });

  it('ERR-01: every 5xx answer when signing in is the server\'s fault, whatever its code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.integer({ min: 40000, max: 59999 }), (status, code) => {
        expect(shown(code, status)).toBe('error.server');
      }),
    );
  });

  it('the flow\'s own refusals and transport failures have their messages', () => {
    expect(loginErrorMessage({ code: 'AUTH.INVALID_PHONE', message: '' })).toBe('error.phoneInvalid');
    expect(loginErrorMessage({ code: 'AUTH.CAPTCHA_FAILED', message: '' })).toBe('auth.error.captchaFailed');
    expect(loginErrorMessage({ code: 'API.TIMEOUT', message: '' })).toBe('error.requestTimeout');
    expect(loginErrorMessage({ code: 'API.NETWORK', message: '' })).toBe('error.networkUnreachable');
  });
});
