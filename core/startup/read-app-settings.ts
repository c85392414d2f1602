/**
 * CONF-05: reads the app settings field by field: a field that is missing or of the wrong type keeps its default
 * and is named in `missing` (the caller logs a warning), so a partial answer never stops the app. Apart from the
 * defaults, so that only the loader's chunk carries it.
 */
import { DEFAULT_APP_SETTINGS, type AppSettings } from './app-settings';

/** Fields whose values are not simply of their default's type. */
const SPECIAL: Readonly<Record<string, (value: unknown) => boolean>> = {
  country: (v) => v === null || (typeof v === 'string' && /^[A-Z]{2}$/.test(v)),
  distanceUnit: (v) => v === 'km' || v === 'mi',
  termsVersion: (v) => v === null || typeof v === 'string',
  orientations: (v) =>
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((o: unknown) => typeof o === 'object' && o !== null && Number.isInteger((o as { id?: unknown }).id) && typeof (o as { name?: unknown }).name === 'string'),
};

/** A number setting (a duration in ms, a length) is a whole number above 0; any other is of its default's type. */
const readable = (field: string, value: unknown, fallback: unknown): boolean =>
  SPECIAL[field]?.(value) ?? (typeof fallback === 'number' ? Number.isInteger(value) && (value as number) > 0 : typeof value === typeof fallback);

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** Reads each field of `defaults` from `raw`, naming (with `prefix`) those that kept their default. */
const readFields = <T extends object>(raw: Record<string, unknown>, defaults: T, missing: string[], prefix = ''): T => {
  const read: Record<string, unknown> = {};
  for (const [field, fallback] of Object.entries(defaults)) {
    if (typeof fallback === 'object' && fallback !== null && !Array.isArray(fallback)) {
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
