/**
 * The failures of onboarding (ONB-10, ERR-11, BAN-15): field errors name the fields they are about, so the
 * client marks each field; the under-18 answer carries the ttl, the appealable flag and the token of BAN-05.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import type { Failure } from '../http/failure';

/** One refused field: its name and the code saying why. */
export interface FieldError {
  readonly name: string;
  readonly code: number;
  readonly message: string;
}

export const fieldError = {
  /** 40009 (in onboarding, not e-mail collection): the name has characters a name cannot have. */
  nameCharacters: (): FieldError => ({ name: 'name', code: ErrorCode.NAME_CHARACTERS_NOT_ALLOWED, message: 'The name has characters that are not allowed' }),
  /** 40010: a name reserved or offensive. */
  nameNotAllowed: (): FieldError => ({ name: 'name', code: ErrorCode.NAME_NOT_ALLOWED, message: 'This name is not allowed' }),
  /** 40012: the photos field names photos that are not the member's, or too few. */
  photos: (message: string): FieldError => ({ name: 'photos', code: ErrorCode.PHOTO_INVALID, message }),
  /** 40038: not an e-mail address. */
  email: (): FieldError => ({ name: 'email', code: ErrorCode.EMAIL_INVALID_ONBOARDING, message: 'This is not an e-mail address' }),
  /** Any other refusal of a field's value (a generic 40000: the client marks every submitted field). */
  invalid: (name: string, message: string): FieldError => ({ name, code: ErrorCode.BAD_REQUEST, message }),
} as const;

/** 400 with the first field's code; `fields` lists every refused field. */
export const fieldsFailure = (errors: readonly FieldError[]): Failure => {
  const first = errors[0]!;
  return {
    status: 400,
    code: first.code,
    message: first.message,
    details: { fields: errors.map((e) => ({ name: e.name, code: e.code, message: e.message })) },
  };
};

/**
 * BAN-15 with BAN-05: a birth date under 18 is refused with 40301 (the appealable underage code: a member who
 * mistyped the date may appeal), `ttl` in seconds until the 18th birthday, `is_appealable`, `is_onboarding` and
 * the `underage_token` an appeal presents.
 */
export const underageFailure = (ttlSeconds: number, underageToken: string | null): Failure => ({
  status: 403,
  code: ErrorCode.UNDERAGE_BAN_APPEALABLE,
  message: 'Members must be 18 or older',
  details: { ttl: ttlSeconds, is_appealable: true, is_onboarding: true, ...(underageToken === null ? {} : { underage_token: underageToken }) },
});

export const onboardingFailure = {
  /** The member finished onboarding already (or it is not theirs to change any more). */
  alreadyComplete: (): Failure => ({ status: 409, code: ErrorCode.CONFLICT, message: 'Onboarding is complete' }),
  /** Completing before every required field is answered: `fields` names the ones missing. */
  incomplete: (missing: readonly string[]): Failure => ({
    status: 400,
    code: ErrorCode.BAD_REQUEST,
    message: `Required fields are missing: ${missing.join(', ')}`,
    details: { fields: missing.map((name) => ({ name, code: ErrorCode.BAD_REQUEST, message: 'Required' })) },
  }),
} as const;
