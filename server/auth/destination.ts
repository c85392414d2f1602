/**
 * Where a code goes: a phone number in E.164 or an e-mail address. Pure rules: normalising (so that one
 * person is one destination), masking for display, and the hash the send counters key on.
 */
import { sha256 } from '../platform/secrets';

export type Channel = 'sms' | 'email';

/** Spaces, dashes, dots and brackets people type inside a number. */
const PHONE_DECORATION = /[\s\-().]/g;
const E164 = /^\+[1-9]\d{7,14}$/;

/** E.164 (`+` then 8 to 15 digits, the first not 0), or null. The international prefix 00 counts as `+`. */
export const normalisePhone = (raw: string): string | null => {
  const typed = raw.replace(PHONE_DECORATION, '');
  const phone = typed.startsWith('00') ? `+${typed.slice(2)}` : typed;
  return E164.test(phone) ? phone : null;
};

const EMAIL_LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A lower-cased address with a dotted domain and no quoting or comments, or null. */
export const normaliseEmail = (raw: string): string | null => {
  const email = raw.trim().toLowerCase();
  if (email.length > 254) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return null;
  if (labels.length < 2 || !labels.every((label) => EMAIL_LABEL.test(label))) return null;
  return /^[a-z]{2,}$/.test(labels[labels.length - 1]!) ? email : null;
};

/** `+*******0123`: the last four digits only. */
export const maskPhone = (phone: string): string => `+${'*'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-4)}`;

/** `j***@example.com`: the first character of the local part and the domain. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};

export const normaliseDestination = (channel: Channel, raw: string): string | null =>
  channel === 'sms' ? normalisePhone(raw) : normaliseEmail(raw);

export const maskDestination = (channel: Channel, destination: string): string =>
  channel === 'sms' ? maskPhone(destination) : maskEmail(destination);

/** The key of the send counters: the destination itself is not kept in the send log. */
export const destinationHash = (destination: string): string => sha256(`destination:${destination}`);

export const clientAddressHash = (ip: string): string => sha256(`client-address:${ip}`);
