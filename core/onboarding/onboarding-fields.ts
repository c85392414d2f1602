/**
 * The onboarding fields and steps (ONB-01, ONB-04..08, ONB-10): which steps exist for the fields the server
 * sends, in which order, how far along the member is, what a step sends, and which fields an error marks.
 */
import { ErrorCode } from '../errors/error-codes';

/** ONB-01: the onboarding fields. */
export const ONBOARDING_FIELD_NAMES = [
  'name',
  'birthDate',
  'gender',
  'customGender',
  'showGenderOnProfile',
  'displayGenders',
  'allInGender',
  'sexualOrientations',
  'showOrientationOnProfile',
  'displaySexualOrientations',
  'interestedInGender',
  'interestedInGenders',
  'showSameOrientationFirst',
  'photos',
  'email',
  'allowEmailMarketing',
  'consents',
  'userInterests',
  'relationshipIntent',
  /** The spec's `{product}Rules`: the product's community rules (docs/decisions.md ONB-01). */
  'sparkRules',
  'biometricLiveness',
] as const;
export type FieldName = (typeof ONBOARDING_FIELD_NAMES)[number];

export const isFieldName = (name: string): name is FieldName => (ONBOARDING_FIELD_NAMES as readonly string[]).includes(name);

/** ONB-05: the fields that can have a step of their own. */
export const STEP_NAMES = ['name', 'birthDate', 'gender', 'sexualOrientations', 'interestedInGender', 'relationshipIntent', 'userInterests', 'photos', 'email', 'consents'] as const;
export type StepName = (typeof STEP_NAMES)[number];

/**
 * ONB-06 (orders not shown, docs/decisions.md): who you are, whom you want, what others see, then contact; with
 * the photos-first switch, photos come right after the name.
 */
export const DEFAULT_STEP_ORDER: readonly StepName[] = STEP_NAMES;
export const PHOTOS_FIRST_STEP_ORDER: readonly StepName[] = ['name', 'photos', 'birthDate', 'gender', 'sexualOrientations', 'interestedInGender', 'relationshipIntent', 'userInterests', 'email', 'consents'];

/** The fields each step sends: its own, and the companions asked on the same screen. */
export const STEP_FIELDS: Readonly<Record<StepName, readonly FieldName[]>> = {
  name: ['name'],
  birthDate: ['birthDate'],
  gender: ['gender', 'customGender', 'showGenderOnProfile'],
  sexualOrientations: ['sexualOrientations', 'showOrientationOnProfile'],
  interestedInGender: ['interestedInGender'],
  relationshipIntent: ['relationshipIntent'],
  userInterests: ['userInterests'],
  photos: ['photos'],
  email: ['email', 'allowEmailMarketing'],
  consents: ['consents'],
};

/** ONB-04: a field's flags as the server sends them (either may be absent). */
export interface FieldFlagsInput {
  readonly required?: boolean | undefined;
  readonly editable?: boolean | undefined;
}

/** ONB-04: `required` and `editable` come from the server; absent means true. */
export const fieldFlags = (field: FieldFlagsInput): { readonly required: boolean; readonly editable: boolean } => ({
  required: field.required ?? true,
  editable: field.editable ?? true,
});

/** What the step list depends on besides the fields. */
export interface StepFeatures {
  /** The orientation feature switch: with it on, consents have no step of their own. */
  readonly orientation: boolean;
  /** The relationship-intent feature switch. */
  readonly relationshipIntent: boolean;
  /** ONB-06: the switch that changes the order. */
  readonly photosFirst: boolean;
}

export interface StepField extends FieldFlagsInput {
  readonly name: string;
  /** userInterests: how many interests there are to pick from. */
  readonly availableInterests?: number;
}

/** ONB-05, ONB-06: the ordered steps: one per editable step field, with the conditions of ONB-05. */
export const stepsFor = (fields: readonly StepField[], features: StepFeatures): StepName[] => {
  const editable = new Set(fields.filter((f) => fieldFlags(f).editable).map((f) => f.name));
  const interests = fields.find((f) => f.name === 'userInterests')?.availableInterests ?? 0;
  const order = features.photosFirst ? PHOTOS_FIRST_STEP_ORDER : DEFAULT_STEP_ORDER;
  return order.filter((step) => {
    if (!editable.has(step)) return false;
    if (step === 'consents') return !features.orientation;
    if (step === 'userInterests') return interests > 0;
    if (step === 'relationshipIntent') return features.relationshipIntent;
    return true;
  });
};

/** ONB-07: progress in percent, (stepIndex + 1) / (stepCount + 1): the last step is never 100 %. */
export const progressPercent = (stepIndex: number, stepCount: number): number => ((stepIndex + 1) / (stepCount + 1)) * 100;

/** ONB-08: one update of `POST /v2/onboarding/fields`. */
export type FieldUpdate = { readonly name: FieldName; readonly data: unknown } | { readonly name: FieldName; readonly meta: { readonly skipped: true } };

/** ONB-08: the updates of a step's values; a value that is the empty string is sent as skipped (absent ones are not sent). */
export const toFieldUpdates = (values: Readonly<Partial<Record<FieldName, unknown>>>, names: readonly FieldName[]): FieldUpdate[] =>
  names.flatMap((name): FieldUpdate[] => {
    if (!Object.hasOwn(values, name) || values[name] === undefined) return [];
    const value = values[name];
    return value === '' ? [{ name, meta: { skipped: true } }] : [{ name, data: value }];
  });

/** ONB-10: why a field is marked: the message key of each kind lives in locales (`onboarding.error.*`). */
export type FieldErrorKind = 'name-characters' | 'name-not-allowed' | 'photo-invalid' | 'email-invalid' | 'photo-upload-invalid' | 'invalid';

/** ONB-10, ERR-11: the onboarding meaning of each field code (40009 is "name characters" here, not an e-mail error). */
const MAPPED: Readonly<Record<number, readonly [FieldName, FieldErrorKind]>> = {
  [ErrorCode.NAME_CHARACTERS_NOT_ALLOWED]: ['name', 'name-characters'],
  [ErrorCode.NAME_NOT_ALLOWED]: ['name', 'name-not-allowed'],
  [ErrorCode.PHOTO_INVALID]: ['photos', 'photo-invalid'],
  [ErrorCode.EMAIL_INVALID_ONBOARDING]: ['email', 'email-invalid'],
  [ErrorCode.PHOTO_INVALID_UPLOAD]: ['photos', 'photo-upload-invalid'],
};

export type ErroredFields = Readonly<Partial<Record<FieldName, FieldErrorKind>>>;

/**
 * ONB-10: the fields an error code marks: a mapped code its field; any other code every submitted field that is
 * not photos, and photos.
 */
export const fieldErrorsOf = (code: number | string, submitted: readonly FieldName[]): ErroredFields => {
  const mapped = typeof code === 'number' ? MAPPED[code] : undefined;
  if (mapped) return { [mapped[0]]: mapped[1] };
  const marked: Partial<Record<FieldName, FieldErrorKind>> = { photos: 'invalid' };
  for (const name of submitted) if (name !== 'photos') marked[name] = 'invalid';
  return marked;
};

/**
 * The server may name each refused field with its code (`error.fields`, docs/api.md): each is marked by its own
 * code when that is mapped, else as invalid; without that list, ONB-10's rule on the error's code.
 */
export const fieldErrorsOfAnswer = (
  code: number | string,
  listed: ReadonlyArray<{ readonly name: string; readonly code: number }> | undefined,
  submitted: readonly FieldName[],
): ErroredFields => {
  if (!listed || listed.length === 0) return fieldErrorsOf(code, submitted);
  const marked: Partial<Record<FieldName, FieldErrorKind>> = {};
  for (const entry of listed) {
    if (!isFieldName(entry.name)) continue;
    const mapped = MAPPED[entry.code];
    marked[entry.name] = mapped && mapped[0] === entry.name ? mapped[1] : 'invalid';
  }
  return Object.keys(marked).length > 0 ? marked : fieldErrorsOf(code, submitted);
};

/** The step a field's error belongs to. */
export const stepOfField = (field: FieldName, steps: readonly StepName[]): StepName | undefined =>
  steps.find((step) => STEP_FIELDS[step].includes(field));
