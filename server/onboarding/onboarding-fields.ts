/**
 * The onboarding fields the reference server offers (ONB-01, ONB-04, ONB-05) and the rules each answer must
 * pass (ONB-10). Each field has the `required` and `editable` flags the client builds its steps from:
 * - name, birthDate, gender and interestedInGender are required; photos too (at least the main photo,
 *   PHOTOS_MIN_ONBOARDING: the client queues the others until after login, ONB-12);
 * - customGender, showGenderOnProfile, userInterests (3 to 5 of the catalogue), email and allowEmailMarketing
 *   may be skipped; email is editable only for a member who signed in by phone (an e-mail sign-in has one);
 * - sexualOrientations, relationshipIntent and consents are listed but not editable here (docs/decisions.md, ONB-05).
 */
import { ADULT_AGE, ageAt, parseBirthDate } from '../../core/onboarding/age';
import { err, ok, type Result } from '../../core/shared';
import { INTEREST_CATALOGUE, interestById, MAX_INTERESTS, MIN_INTERESTS } from '../users/interest-catalogue';
import { fieldError, type FieldError } from './onboarding-failures';

export const ONBOARDING_FIELDS = [
  'name',
  'birthDate',
  'gender',
  'customGender',
  'showGenderOnProfile',
  'sexualOrientations',
  'interestedInGender',
  'relationshipIntent',
  'userInterests',
  'photos',
  'email',
  'allowEmailMarketing',
  'consents',
] as const;
export type OnboardingField = (typeof ONBOARDING_FIELDS)[number];

/**
 * How many photos a new profile needs before onboarding completes: the main photo; the member's other photos
 * follow after login (docs/decisions.md, ONB-12).
 */
export const PHOTOS_MIN_ONBOARDING = 1;
export const NAME_MAX_LENGTH = 50;
export const CUSTOM_GENDER_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** Birth dates before this year are typing mistakes. */
export const OLDEST_BIRTH_YEAR = 1900;

/** 40009: a name is letters (any script), with spaces, hyphens, apostrophes and dots between them. */
const NAME_SHAPE = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u;
/** 40010: names that would pass for the product's staff. */
const RESERVED_NAMES: ReadonlySet<string> = new Set(['admin', 'administrator', 'moderator', 'spark', 'spark team', 'support', 'staff', 'official']);
/** 40038: one @, something before it, a dotted domain after it, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface FieldFlags {
  readonly required: boolean;
  readonly editable: boolean;
}

/** The flags of each field for a member (email is editable only for a phone sign-in). */
export const fieldFlags = (member: { readonly signedInBy: 'phone' | 'email' }): Readonly<Record<OnboardingField, FieldFlags>> => ({
  name: { required: true, editable: true },
  birthDate: { required: true, editable: true },
  gender: { required: true, editable: true },
  customGender: { required: false, editable: true },
  showGenderOnProfile: { required: false, editable: true },
  sexualOrientations: { required: false, editable: false },
  interestedInGender: { required: true, editable: true },
  relationshipIntent: { required: false, editable: false },
  userInterests: { required: false, editable: true },
  photos: { required: true, editable: true },
  email: { required: false, editable: member.signedInBy === 'phone' },
  allowEmailMarketing: { required: false, editable: member.signedInBy === 'phone' },
  consents: { required: false, editable: false },
});

/** A checked answer, in the form it is stored. */
export type CheckedValue = string | number | boolean | readonly number[] | readonly string[];

const isGender = (value: unknown): value is number => value === 0 || value === 1 || value === 2;

/**
 * Checks one field's value (not photos, which the service checks against the member's photos; not the age,
 * which the service answers with the underage refusal). Trims text.
 */
export const checkField = (name: OnboardingField, data: unknown, now: number): Result<CheckedValue, FieldError> => {
  switch (name) {
    case 'name': {
      if (typeof data !== 'string') return err(fieldError.invalid(name, 'The name must be text'));
      const value = data.trim().replace(/\s+/g, ' ');
      if (value.length === 0 || [...value].length > NAME_MAX_LENGTH) return err(fieldError.invalid(name, `A name has 1 to ${NAME_MAX_LENGTH} characters`));
      if (!NAME_SHAPE.test(value)) return err(fieldError.nameCharacters());
      if (RESERVED_NAMES.has(value.toLowerCase())) return err(fieldError.nameNotAllowed());
      return ok(value);
    }
    case 'birthDate': {
      const parts = typeof data === 'string' ? parseBirthDate(data) : null;
      if (parts === null || parts[0] < OLDEST_BIRTH_YEAR || (ageAt(data as string, now) ?? -1) < 0) {
        return err(fieldError.invalid(name, 'The birth date must be a past date, YYYY-MM-DD'));
      }
      return ok(data as string);
    }
    case 'gender':
      return isGender(data) ? ok(data) : err(fieldError.invalid(name, 'The gender is 0, 1 or 2'));
    case 'interestedInGender': {
      if (!Array.isArray(data) || data.length === 0 || data.length > 3 || !data.every(isGender) || new Set(data).size !== data.length) {
        return err(fieldError.invalid(name, 'One to three different genders, each 0, 1 or 2'));
      }
      return ok([...data].sort());
    }
    case 'customGender': {
      if (typeof data !== 'string' || [...data.trim()].length > CUSTOM_GENDER_MAX_LENGTH) return err(fieldError.invalid(name, `At most ${CUSTOM_GENDER_MAX_LENGTH} characters`));
      return ok(data.trim());
    }
    case 'showGenderOnProfile':
    case 'allowEmailMarketing':
      return typeof data === 'boolean' ? ok(data) : err(fieldError.invalid(name, 'true or false'));
    case 'email': {
      if (typeof data !== 'string') return err(fieldError.email());
      const value = data.trim().toLowerCase();
      return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value) ? ok(value) : err(fieldError.email());
    }
    case 'userInterests': {
      const ids = Array.isArray(data) ? data : [];
      const valid =
        Array.isArray(data) &&
        ids.length >= MIN_INTERESTS &&
        ids.length <= MAX_INTERESTS &&
        ids.every((id) => typeof id === 'string' && interestById(id) !== undefined) &&
        new Set(ids).size === ids.length;
      return valid ? ok(ids as string[]) : err(fieldError.invalid(name, `${MIN_INTERESTS} to ${MAX_INTERESTS} different interests of the catalogue`));
    }
    case 'photos':
    case 'sexualOrientations':
    case 'relationshipIntent':
    case 'consents':
      return err(fieldError.invalid(name, 'Not checked here'));
  }
};

/** What GET shows beside a field: the catalogue and bounds of the interests step. */
export const fieldExtras = (name: OnboardingField): Record<string, unknown> =>
  name === 'userInterests' ? { available_interests: INTEREST_CATALOGUE, min: MIN_INTERESTS, max: MAX_INTERESTS } : {};

export { ADULT_AGE };
