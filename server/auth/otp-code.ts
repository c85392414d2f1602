/**
 * One-time codes: digits from the cryptographic generator, stored only as a hash taken together with the
 * binding token of the request that asked for them. The binding token lives only on the client (the database
 * keeps its hash too), so a copy of the database does not reveal codes, and a code is worthless without its
 * request.
 */
import { newDigits, sha256 } from '../platform/secrets';

export const newOtpCode = (length: number): string => newDigits(length);

export const otpHash = (bindingToken: string, code: string): string => sha256(`otp:${bindingToken}:${code}`);

export const bindingHash = (bindingToken: string): string => sha256(`otp-binding:${bindingToken}`);

/** A well-formed code: exactly `length` digits. */
export const isOtpShaped = (code: string, length: number): boolean => code.length === length && /^\d+$/.test(code);
