/**
 * Client bounds for phone numbers and e-mail addresses (not shown in the spec; docs/decisions.md): the server
 * checks again. A phone is E.164: a '+', a country code not starting with 0, 8 to 15 digits in all.
 */
export const normalisePhone = (raw: string): string | undefined => {
  const digits = raw.replace(/[\s().-]/g, '');
  const withPlus = digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  return /^\+[1-9]\d{7,14}$/.test(withPlus) ? withPlus : undefined;
};

/** Joins a dialling code ("+44") and a national number ("07700 900123" → "+447700900123"). */
export const joinPhone = (dialCode: string, national: string): string => {
  const n = national.replace(/[\s().-]/g, '');
  if (n.startsWith('+') || n.startsWith('00')) return n;
  return `${dialCode}${n.replace(/^0+/, '')}`;
};

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A trimmed, lower-cased e-mail address, or undefined when it cannot be one. */
export const normaliseEmail = (raw: string): string | undefined => {
  const e = raw.trim().toLowerCase();
  return e.length <= 254 && EMAIL.test(e) ? e : undefined;
};
