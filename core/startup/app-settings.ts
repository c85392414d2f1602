/**
 * CONF-05: the app settings `POST /v2/meta` answers before sign-in, read field by field: a field that is missing
 * or of the wrong type keeps its default and is named in `missing` (the caller logs a warning), so a partial
 * answer never stops the app.
 */

export type DistanceUnit = 'km' | 'mi';

export interface AppSettings {
  /** ISO 3166 alpha-2, or null when the provider could not tell. */
  readonly country: string | null;
  /** CONF-04: the tier and consumable toggles. */
  readonly isGoldEnabled: boolean;
  readonly isPlatinumEnabled: boolean;
  readonly isPlusEnabled: boolean;
  readonly isConsumablesEnabled: boolean;
  /** CHAT: how often a typing member pulses, and how long a typing indicator lasts (ms). */
  readonly typingPulseInterval: number;
  readonly typingTimeout: number;
  /** LOC-06: the unit distances are shown in. */
  readonly distanceUnit: DistanceUnit;
  /** PROF: maximum lengths of profile fields. */
  readonly maxLengths: { readonly company: number; readonly jobTitle: number; readonly school: number };
  readonly emailVerificationRequired: boolean;
  readonly emailVerificationDismissible: boolean;
  readonly canEditEmail: boolean;
  readonly isAgeVerificationRequired: boolean;
  readonly isTermsAcceptanceNeeded: boolean;
  readonly showTerms: boolean;
  readonly termsVersion: string | null;
  /** CONF-10 */
  readonly themePreference: string;
  readonly themeDevicePreference: string;
  readonly recsToolbarIsOpened: boolean;
  readonly layout: string;
  readonly superlikeAlcMode: string;
}

export const DEFAULT_APP_SETTINGS: AppSettings = {
  country: null,
  isGoldEnabled: true,
  isPlatinumEnabled: true,
  isPlusEnabled: true,
  isConsumablesEnabled: true,
  typingPulseInterval: 2000,
  typingTimeout: 5000,
  distanceUnit: 'km',
  maxLengths: { company: 128, jobTitle: 128, school: 128 },
  emailVerificationRequired: false,
  emailVerificationDismissible: true,
  canEditEmail: true,
  isAgeVerificationRequired: false,
  isTermsAcceptanceNeeded: false,
  showTerms: false,
  termsVersion: null,
  themePreference: 'unknown',
  themeDevicePreference: 'system',
  recsToolbarIsOpened: false,
  layout: 'auto',
  superlikeAlcMode: 'default',
};

/** Fields whose values are not simply of their default's type. */
const SPECIAL: Readonly<Record<string, (value: unknown) => boolean>> = {
  country: (v) => v === null || (typeof v === 'string' && /^[A-Z]{2}$/.test(v)),
  distanceUnit: (v) => v === 'km' || v === 'mi',
  termsVersion: (v) => v === null || typeof v === 'string',
};

/** A number setting (a duration in ms, a length) is a whole number above 0; any other is of its default's type. */
const readable = (field: string, value: unknown, fallback: unknown): boolean =>
  SPECIAL[field]?.(value) ?? (typeof fallback === 'number' ? Number.isInteger(value) && (value as number) > 0 : typeof value === typeof fallback);

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** Reads each field of `defaults` from `raw`, naming (with `prefix`) those that kept their default. */
const readFields = <T extends object>(raw: Record<string, unknown>, defaults: T, missing: string[], prefix = ''): T => {
  const read: Record<string, unknown> = {};
  for (const [field, fallback] of Object.entries(defaults)) {
    if (typeof fallback === 'object' && fallback !== null) {
      read[field] = readFields(record(raw[field]), fallback, missing, `${field}.`);
    } else if (readable(field, raw[field], fallback)) {
      read[field] = raw[field];
    } else {
      read[field] = fallback;
      missing.push(prefix + field);
    }
  }
  return read as T;
};

/** The settings read from an answer's `data`, and the fields that kept their defaults. */
export const readAppSettings = (data: unknown): { readonly settings: AppSettings; readonly missing: readonly string[] } => {
  const missing: string[] = [];
  const settings = readFields(record(Array.isArray(data) ? {} : data), DEFAULT_APP_SETTINGS, missing);
  return { settings, missing };
};
