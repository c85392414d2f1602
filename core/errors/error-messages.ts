import { CLIENT_MESSAGES } from './client-messages';

/**
 * Every message the error catalogue can point at, with its English default text. Keys follow the flat
 * `area.name` style of `locales/*.json`; `locales/en.json` must hold each of them (a test checks it once the
 * UI loads that file). The first group is ERR-15's client messages, word for word.
 */
export const ERROR_MESSAGES = {
  ...CLIENT_MESSAGES,

  // ERR-01: HTTP classes and the session.
  'error.sessionExpired': 'Your session has expired. Please log in again.',
  'error.loggedOut': 'You have been logged out. Please log in again.',
  'error.somethingWentWrong': 'Uh oh, something went wrong',
  'error.pleaseTryAgain': 'Please try again',
  'error.server': 'Something went wrong on our side. Please try again later.',
  'error.unexpected': 'Something unexpected happened. Please try again.',

  // ERR-02..09, ERR-13: account states.
  'error.deviceFlaggedDob': 'This device cannot be used to sign up right now because of the date of birth entered.',
  'error.messageConsent': 'We could not save your messaging choice. Please try again.',
  'error.underageBan': 'Your account has been banned because you appear to be under 18.',
  'error.selfieChallenge': 'Please verify it is you with a selfie to continue.',
  'error.underReview': 'Your account is under review.',
  'error.requestVerification': 'Please verify your account to continue.',

  // ERR-14: claim offer.
  'error.creditCardMissing': 'Credit card info missing',

  // ERR-10, ERR-11, ERR-12: e-mail, onboarding and SMS forms.
  'error.emailInvalid': 'Please enter a valid e-mail address.',
  'error.emailRateLimit': 'Too many e-mails sent. Please wait a moment and try again.',
  'error.otpInvalid': 'That code is not right. Please check it and try again.',
  'error.otpCountLimit': 'Too many codes requested. Please try again later.',
  'error.otpTooManyInvalid': 'Too many wrong codes. Please request a new code.',
  'error.otpExpired': 'This code has expired. Please request a new one.',
  'error.otpRequestUnknown': 'This code request is no longer valid. Please start again.',
  'error.nameCharactersNotAllowed': 'Your name contains characters that are not allowed.',
  'error.nameNotAllowed': 'This name is not allowed.',
  'error.photoInvalid': 'This photo cannot be used. Please choose another one.',
  'error.photoUploadInvalid': 'This photo could not be uploaded. Please choose another one.',
  'error.phoneInvalid': 'Please enter a valid phone number.',
  'error.smsUnavailable': 'We cannot send a text message to this number right now.',
  'error.smsRateLimit': 'Too many text messages sent. Please wait a moment and try again.',
} as const satisfies Readonly<Record<string, string>>;

/** A key of the error catalogue's messages. */
export type MessageKey = keyof typeof ERROR_MESSAGES;

export const MESSAGE_KEYS = Object.keys(ERROR_MESSAGES) as readonly MessageKey[];
