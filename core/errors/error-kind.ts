import type { MessageKey } from './error-messages';

/**
 * What an error means for the product, whatever its wire form (ERR-01..15). Each kind has one message and
 * one logging policy, below.
 */
export const ERROR_KINDS = [
  // HTTP classes and the session (ERR-01).
  're-auth',
  'forced-logout',
  'rate-limited',
  'bad-request',
  'server',
  // Account states (ERR-02..09, ERR-13).
  'device-flagged-dob',
  'message-consent',
  'blacklisted',
  'appealable-ban',
  'banned',
  'underage-ban',
  'selfie-challenge',
  'under-review',
  'rso-ban',
  'request-verification',
  // Claim offer (ERR-14).
  'credit-card-missing',
  // E-mail collection and sign-in (ERR-10).
  'email-invalid',
  'email-rate-limit',
  'otp-invalid',
  'otp-count-limit',
  'otp-too-many-invalid',
  // Onboarding fields (ERR-11, ONB-10).
  'name-characters-not-allowed',
  'name-not-allowed',
  'photo-invalid',
  'photo-upload-invalid',
  // SMS sign-in (ERR-12).
  'sms-unavailable',
  'phone-invalid',
  'otp-expired',
  'otp-request-unknown',
  'sms-rate-limit',
  // Failures that never reached an HTTP status (ERR-15, API-03, API-05, API-09).
  'timeout',
  'network',
  'missing-token',
  /** A status that is not an error at all (below 400 or outside HTTP's range): a caller's bug. */
  'unexpected',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

interface KindPolicy {
  readonly messageKey: MessageKey;
  /** False for outcomes the product expects (ERR-03, ERR-04), for session flows and for connectivity. */
  readonly logAsError: boolean;
}

const expected = (messageKey: MessageKey): KindPolicy => ({ messageKey, logAsError: false });
const logged = (messageKey: MessageKey): KindPolicy => ({ messageKey, logAsError: true });

export const KIND_POLICY: Readonly<Record<ErrorKind, KindPolicy>> = {
  're-auth': expected('error.sessionExpired'),
  'forced-logout': expected('error.loggedOut'),
  'rate-limited': expected('error.rateLimited'),
  'bad-request': logged('error.somethingWentWrong'),
  server: logged('error.server'),
  'device-flagged-dob': logged('error.deviceFlaggedDob'),
  'message-consent': logged('error.messageConsent'),
  blacklisted: expected('error.userBanned'),
  'appealable-ban': expected('error.userBanned'),
  banned: logged('error.userBanned'),
  'underage-ban': logged('error.underageBan'),
  'selfie-challenge': logged('error.selfieChallenge'),
  'under-review': logged('error.underReview'),
  'rso-ban': logged('error.userBanned'),
  'request-verification': logged('error.requestVerification'),
  'credit-card-missing': logged('error.creditCardMissing'),
  'email-invalid': logged('error.emailInvalid'),
  'email-rate-limit': expected('error.emailRateLimit'),
  'otp-invalid': logged('error.otpInvalid'),
  'otp-count-limit': expected('error.otpCountLimit'),
  'otp-too-many-invalid': expected('error.otpTooManyInvalid'),
  'name-characters-not-allowed': logged('error.nameCharactersNotAllowed'),
  'name-not-allowed': logged('error.nameNotAllowed'),
  'photo-invalid': logged('error.photoInvalid'),
  'photo-upload-invalid': logged('error.photoUploadInvalid'),
  'sms-unavailable': logged('error.smsUnavailable'),
  'phone-invalid': logged('error.phoneInvalid'),
  'otp-expired': logged('error.otpExpired'),
  'otp-request-unknown': logged('error.otpRequestUnknown'),
  'sms-rate-limit': expected('error.smsRateLimit'),
  timeout: expected('error.requestTimeout'),
  network: expected('error.networkUnreachable'),
  'missing-token': logged('error.missingApiToken'),
  unexpected: logged('error.unexpected'),
};
