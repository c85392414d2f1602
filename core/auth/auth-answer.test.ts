import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OTP_LENGTH, EMAIL_MARKETING_OPTIONS, marketingOptIn, otpLengthOf } from './auth-answer';

describe('auth answers', () => {
  it('AUTH-11: the code length is the server-supplied otpLength, 6 when it is absent', () => {
    expect(DEFAULT_OTP_LENGTH).toBe(6);
    expect(otpLengthOf(undefined)).toBe(6);
    expect(otpLengthOf(null)).toBe(6);
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 10 }), (n) => {
        expect(otpLengthOf(n)).toBe(n);
      }),
    );
  });

  it('AUTH-11: a length no code can have (proto3 zero, negative, fractional, absurdly long) falls back to 6', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 3 }), fc.integer({ min: 11 }), fc.double({ noInteger: true })), (n) => {
        expect(otpLengthOf(n)).toBe(6);
      }),
    );
  });

  it('AUTH-15: each e-mail marketing option drives the opt-in boxes (none: no box; opt_in: unchecked; default_checked_opt_in: checked; opt_out: strict box)', () => {
    expect(EMAIL_MARKETING_OPTIONS).toEqual(['default_checked_opt_in', 'none', 'opt_in', 'opt_out']);
    expect(marketingOptIn('none')).toEqual({ showMarketingOptIn: false, showStrictOptIn: false, checkedByDefault: false });
    expect(marketingOptIn('opt_in')).toEqual({ showMarketingOptIn: true, showStrictOptIn: false, checkedByDefault: false });
    expect(marketingOptIn('default_checked_opt_in')).toEqual({ showMarketingOptIn: true, showStrictOptIn: false, checkedByDefault: true });
    expect(marketingOptIn('opt_out')).toEqual({ showMarketingOptIn: false, showStrictOptIn: true, checkedByDefault: false });
    expect(marketingOptIn(undefined)).toEqual(marketingOptIn('none'));
  });

  it('AUTH-15: at most one box shows, and a box is checked by default only when the plain opt-in box shows', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...EMAIL_MARKETING_OPTIONS), { nil: undefined }), (option) => {
        const boxes = marketingOptIn(option);
        expect(boxes.showMarketingOptIn && boxes.showStrictOptIn).toBe(false);
        if (boxes.checkedByDefault) expect(boxes.showMarketingOptIn).toBe(true);
      }),
    );
  });
});
