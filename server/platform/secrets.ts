/** Random identifiers and tokens from the platform's cryptographic generator, and the hashes that store them. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A row id: 12 random bytes as 24 hex digits (the provider's ids have this shape). */
export const newId = (): string => randomBytes(12).toString('hex');

/** `length` decimal digits, uniform, leading zeros allowed. */
export const newDigits = (length: number): string => randomInt(0, 10 ** length).toString().padStart(length, '0');

/** A uniform integer in [min, max). */
export const newInt = (min: number, max: number): number => randomInt(min, max);

/** SHA-256 as hex. Inputs are prefixed by their purpose, so one kind of secret never matches another's hash. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Compares two hex hashes in constant time. */
export const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
};
