/**
 * Card numbers (PUR-20): only Visa and Mastercard are taken. The number format rules are our choice
 * (docs/decisions.md PUR-20): Visa starts with 4 and has 13, 16 or 19 digits; Mastercard starts with 51-55 or
 * 2221-2720 and has 16; both pass the Luhn check.
 */

/** PUR-20: the card brands the checkout takes. */
export const CARD_BRANDS = ['visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The digits of a typed card number (spaces and dashes dropped); null when anything else is in it. */
export const cardDigits = (typed: string): string | null => {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
};

/** The brand a number (or the start of one, while it is typed) belongs to; null for any other brand. */
export const cardBrandOf = (typed: string): CardBrand | null => {
  const digits = cardDigits(typed);
  if (digits === null || digits.length === 0) return null;
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
};

const LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = { visa: [13, 16, 19], mastercard: [16] };

/** The Luhn checksum: true when the digits pass it. */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

export type CardNumberCheck = { readonly ok: true; readonly brand: CardBrand; readonly digits: string } | { readonly ok: false; readonly reason: 'unsupported_brand' | 'invalid_number' };

/** A whole card number: its brand, or why it is refused (another brand, a wrong length or checksum). */
export const checkCardNumber = (typed: string): CardNumberCheck => {
  const digits = cardDigits(typed);
  if (digits === null || digits.length < 12) return { ok: false, reason: 'invalid_number' };
  const brand = cardBrandOf(digits);
  if (brand === null) return { ok: false, reason: 'unsupported_brand' };
  if (!LENGTHS[brand].includes(digits.length) || !luhnValid(digits)) return { ok: false, reason: 'invalid_number' };
  return { ok: true, brand, digits };
};

/** The last four digits, the only part of a number kept or shown. */
export const lastFour = (digits: string): string => digits.slice(-4);

/** The number grouped by four for display while typing (at most 19 digits kept). */
export const formatCardNumber = (typed: string): string =>
  (cardDigits(typed) ?? typed.replace(/\D/g, ''))
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** An expiry `MM/YY` typed: its month and four-digit year, or null. */
export const parseExpiry = (typed: string): { readonly month: number; readonly year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** Whether a card expiring at the end of `month`/`year` is still valid at `now` (UTC). */
export const expiryValid = (expiry: { readonly month: number; readonly year: number }, now: number): boolean => {
  const date = new Date(now);
  const current = date.getUTCFullYear() * 12 + date.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) >= current;
};
