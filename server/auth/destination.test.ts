import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destinationHash, maskEmail, maskPhone, normaliseEmail, normalisePhone } from './destination';

const e164 = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{7,14}$/))
  .map(([first, rest]) => `+${first}${rest}`);

describe('phone numbers', () => {
  it('ERR-12: E.164 numbers are kept as they are, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(e164, (phone) => {
        expect(normalisePhone(phone)).toBe(phone);
        expect(normalisePhone(normalisePhone(phone)!)).toBe(phone);
      }),
    );
  });

  it('ERR-12: spaces, dashes, dots and brackets typed inside a number are dropped', () => {
    fc.assert(
      fc.property(e164, fc.array(fc.constantFrom(' ', '-', '.', '(', ')'), { maxLength: 6 }), (phone, noise) => {
        const chars = [...phone];
        noise.forEach((c, i) => chars.splice(1 + ((i * 3) % (chars.length - 1)), 0, c));
        expect(normalisePhone(chars.join(''))).toBe(phone);
      }),
    );
  });

  it('ERR-12: the international prefix 00 stands for +', () => {
    expect(normalisePhone('0044 7700 900123')).toBe('+447700900123');
  });

  it('ERR-12: anything that is not + and 8 to 15 digits (first not 0) is refused', () => {
    for (const bad of ['14155550123', '+0123456789', '+1234567', '+1234567890123456', '+1415555012a', '++14155550123', '']) {
      expect(normalisePhone(bad)).toBeNull();
    }
  });

  it('the mask shows the last four digits only and keeps the length', () => {
    fc.assert(
      fc.property(e164, (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.endsWith(phone.slice(-4))).toBe(true);
        expect(masked.slice(1, -4)).toMatch(/^\**$/);
      }),
    );
  });
});

describe('e-mail addresses', () => {
  const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/).filter((s) => !s.includes('..'));
  const domain = fc.tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('com', 'org', 'io', 'co.uk')).map(([d, tld]) => `${d}.${tld}`);
  const email = fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`);

  it('ERR-10: addresses are trimmed and lower-cased; normalising twice changes nothing', () => {
    fc.assert(
      fc.property(email, (address) => {
        expect(normaliseEmail(`  ${address.toUpperCase()} `)).toBe(address);
        expect(normaliseEmail(address)).toBe(address);
      }),
    );
  });

  it('ERR-10: malformed addresses are refused', () => {
    for (const bad of ['plain', '@example.com', 'a@', 'a@b', 'a..b@example.com', '.a@example.com', 'a.@example.com', 'a@-example.com', 'a@example.c0m', 'a b@example.com', `${'a'.repeat(65)}@example.com`]) {
      expect(normaliseEmail(bad)).toBeNull();
    }
  });

  it('the mask keeps the first character and the domain only', () => {
    fc.assert(
      fc.property(email, (address) => {
        const masked = maskEmail(address);
        const [user, host] = address.split('@') as [string, string];
        expect(masked).toBe(`${user[0]}***@${host}`);
      }),
    );
  });
});

it('destination hashes are stable, differ between destinations and do not contain the destination', () => {
  fc.assert(
    fc.property(e164, e164, (a, b) => {
      expect(destinationHash(a)).toBe(destinationHash(a));
      expect(destinationHash(a)).toMatch(/^[0-9a-f]{64}$/);
      if (a !== b) expect(destinationHash(a)).not.toBe(destinationHash(b));
    }),
  );
});
