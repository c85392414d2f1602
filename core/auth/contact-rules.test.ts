import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPhone, normaliseEmail, normalisePhone } from './contact-rules';
import { emailArb, phoneArb } from './testing/arbitraries';

describe('contact rules', () => {
  it('AUTH-06: a phone number is sent in E.164 (+, country code not starting with 0, 8 to 15 digits), however it was spaced', () => {
    fc.assert(
      fc.property(phoneArb, fc.constantFrom(' ', '-', '.', ''), (phone, sep) => {
        const spaced = `${phone.slice(0, 3)}${sep}(${phone.slice(3, 6)})${sep}${phone.slice(6)}`;
        expect(normalisePhone(spaced)).toBe(phone);
        expect(normalisePhone(`00${phone.slice(1)}`)).toBe(phone);
      }),
    );
    for (const bad of ['', '12345678', '+0123456789', '+1234567', '+1234567890123456', '+1555abc1234', '++15550001111']) {
      expect(normalisePhone(bad)).toBeUndefined();
    }
  });

  it('AUTH-06: the dialling code and the national number join without the trunk zero; a full international number wins', () => {
    expect(joinPhone('+44', '07700 900123')).toBe('+447700900123');
    expect(joinPhone('+1', '(415) 555-0123')).toBe('+14155550123');
    expect(joinPhone('+44', '+33 6 12 34 56 78')).toBe('+33612345678');
    fc.assert(
      fc.property(phoneArb, (phone) => {
        expect(normalisePhone(joinPhone('+44', phone))).toBe(phone);
      }),
    );
  });

  it('AUTH-16: an e-mail address is trimmed and lower-cased; one without a domain dot, with spaces, or too long is refused', () => {
    fc.assert(
      fc.property(emailArb, (email) => {
        expect(normaliseEmail(`  ${email.toUpperCase()} `)).toBe(email);
      }),
    );
    for (const bad of ['', 'a', 'a@b', 'a b@c.de', '@c.de', 'a@.de', `${'a'.repeat(65)}@b.co`, `a@${'b'.repeat(250)}.co`]) {
      expect(normaliseEmail(bad)).toBeUndefined();
    }
  });
});
