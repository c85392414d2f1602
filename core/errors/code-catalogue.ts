import { ErrorCode } from './error-codes';
import type { ErrorKind } from './error-kind';

/** Where a call was made: some server codes mean different things in different flows. */
export const ERROR_CONTEXTS = [
  'default',
  'login',
  'ban',
  'message-consent',
  'email-collection',
  'onboarding',
  'claim-offer',
  'sms',
] as const;

export type ErrorContext = (typeof ERROR_CONTEXTS)[number];

type CodeTable = ReadonlyMap<number, ErrorKind>;
const table = (entries: ReadonlyArray<readonly [number, ErrorKind]>): CodeTable => new Map(entries);

/** Account states the server may answer to any call (ERR-03..09, ERR-13). 40307 and 40305 are settled by the classifier. */
const ACCOUNT_STATE_CODES = table([
  [ErrorCode.BLACKLISTED, 'blacklisted'],
  [ErrorCode.UNDERAGE_BAN, 'underage-ban'],
  [ErrorCode.UNDERAGE_BAN_APPEALABLE, 'underage-ban'],
  [ErrorCode.UNDERAGE_BAN_2, 'underage-ban'],
  [ErrorCode.UNDERAGE_BAN_3, 'underage-ban'],
  [ErrorCode.SELFIE_CHALLENGE, 'selfie-challenge'],
  [ErrorCode.BANNED_WITH_CHALLENGE, 'banned'],
  [ErrorCode.UNDER_REVIEW, 'under-review'],
  [ErrorCode.RSO_BAN, 'rso-ban'],
  [ErrorCode.REQUEST_VERIFICATION, 'request-verification'],
]);

/** ERR-02: 40302 is a date-of-birth flag when signing in or on a ban, a consent error on the consent call. */
const DOB_FLAG_CODES = table([[ErrorCode.DEVICE_FLAGGED_DOB, 'device-flagged-dob']]);

/** ERR-10: e-mail collection, also used by e-mail sign-in. */
const EMAIL_CODES = table([
  [ErrorCode.EMAIL_INVALID, 'email-invalid'],
  [ErrorCode.EMAIL_RATE_LIMIT, 'email-rate-limit'],
  [ErrorCode.EMAIL_OTP_INVALID, 'otp-invalid'],
  [ErrorCode.EMAIL_OTP_COUNT_LIMIT, 'otp-count-limit'],
  [ErrorCode.EMAIL_OTP_TOO_MANY_INVALID, 'otp-too-many-invalid'],
]);

/** ERR-12: SMS sign-in (meanings chosen in error-codes.ts, Q-05). */
const SMS_CODES = table([
  [ErrorCode.SMS_UNAVAILABLE, 'sms-unavailable'],
  [ErrorCode.PHONE_INVALID, 'phone-invalid'],
  [ErrorCode.OTP_EXPIRED, 'otp-expired'],
  [ErrorCode.OTP_REQUEST_UNKNOWN, 'otp-request-unknown'],
  [ErrorCode.SMS_OTP_INVALID, 'otp-invalid'],
  [ErrorCode.SMS_RATE_LIMIT, 'sms-rate-limit'],
  [ErrorCode.SMS_OTP_TOO_MANY_INVALID, 'otp-too-many-invalid'],
  [ErrorCode.SMS_OTP_COUNT_LIMIT, 'otp-count-limit'],
]);

/** ERR-11, ONB-10: onboarding fields; here 40009 is the name's characters, not an e-mail. */
const ONBOARDING_CODES = table([
  [ErrorCode.NAME_CHARACTERS_NOT_ALLOWED, 'name-characters-not-allowed'],
  [ErrorCode.NAME_NOT_ALLOWED, 'name-not-allowed'],
  [ErrorCode.PHOTO_INVALID, 'photo-invalid'],
  [ErrorCode.EMAIL_INVALID_ONBOARDING, 'email-invalid'],
  [ErrorCode.PHOTO_INVALID_UPLOAD, 'photo-upload-invalid'],
]);

/** ERR-02: the message-consent call. */
const MESSAGE_CONSENT_CODES = table([[ErrorCode.DEVICE_FLAGGED_DOB, 'message-consent']]);

/** ERR-14: claiming an offer. */
const CLAIM_OFFER_CODES = table([[ErrorCode.CREDIT_CARD_MISSING, 'credit-card-missing']]);

/** The flow-specific tables each context reads before the account states; sign-in covers phone and e-mail. */
const CONTEXT_TABLES: Readonly<Record<ErrorContext, readonly CodeTable[]>> = {
  default: [],
  login: [DOB_FLAG_CODES, EMAIL_CODES, SMS_CODES],
  ban: [DOB_FLAG_CODES],
  'message-consent': [MESSAGE_CONSENT_CODES],
  'email-collection': [EMAIL_CODES],
  onboarding: [ONBOARDING_CODES],
  'claim-offer': [CLAIM_OFFER_CODES],
  sms: [SMS_CODES],
};

/** The kind a server code has in a context, if the catalogue knows it there. */
export const kindOfCode = (code: number, context: ErrorContext): ErrorKind | undefined => {
  // Stryker disable next-line ArrayDeclaration: unreachable, every context has a table (the fallback guards casts)
  for (const codes of CONTEXT_TABLES[context] ?? []) {
    const kind = codes.get(code);
    if (kind !== undefined) return kind;
  }
  return ACCOUNT_STATE_CODES.get(code);
};
