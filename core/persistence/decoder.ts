import { appError, err, ok, type AppError, type Result } from '../shared';

/** Why untrusted data was refused; `details.path` points at the offending field. */
export type DecodeError = AppError<'PERSIST.INVALID_DATA'>;

/** Turns untrusted data (parsed JSON) into a typed value, refusing anything of the wrong shape. */
export type Decoder<T> = (input: unknown, path?: string) => Result<T, DecodeError>;

/** The type a decoder produces. */
export type Decoded<D> = D extends Decoder<infer T> ? T : never;

const refuse = (path: string, expected: string): Result<never, DecodeError> =>
  err(appError('PERSIST.INVALID_DATA', `${path || 'value'}: expected ${expected}`, { path, expected }));

/** A plain object from JSON: not null, not an array. */
export const isPlainRecord = (input: unknown): input is Readonly<Record<string, unknown>> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

export const stringDecoder: Decoder<string> = (input, path = '') =>
  typeof input === 'string' ? ok(input) : refuse(path, 'a string');

export const booleanDecoder: Decoder<boolean> = (input, path = '') =>
  typeof input === 'boolean' ? ok(input) : refuse(path, 'a boolean');

export const finiteNumberDecoder: Decoder<number> = (input, path = '') =>
  typeof input === 'number' && Number.isFinite(input) ? ok(input) : refuse(path, 'a finite number');

/** One of a fixed set of strings. */
export const oneOfDecoder =
  <const L extends string>(...allowed: readonly L[]): Decoder<L> =>
  (input, path = '') =>
    typeof input === 'string' && (allowed as readonly string[]).includes(input)
      ? ok(input as L)
      : refuse(path, `one of ${allowed.join(', ')}`);

export const nullableDecoder =
  <T>(inner: Decoder<T>): Decoder<T | null> =>
  (input, path = '') =>
    input === null ? ok(null) : inner(input, path);

export const arrayDecoder =
  <T>(item: Decoder<T>): Decoder<readonly T[]> =>
  (input, path = '') => {
    if (!Array.isArray(input)) return refuse(path, 'an array');
    const out: T[] = [];
    for (const [i, raw] of input.entries()) {
      const r = item(raw, `${path}[${i}]`);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };

/** An object used as a dictionary: every own key kept, every value decoded. */
export const recordDecoder =
  <T>(value: Decoder<T>): Decoder<Readonly<Record<string, T>>> =>
  (input, path = '') => {
    if (!isPlainRecord(input)) return refuse(path, 'an object');
    const entries: [string, T][] = [];
    for (const key of Object.keys(input)) {
      const r = value(input[key], `${path}.${key}`);
      if (!r.ok) return r;
      entries.push([key, r.value]);
    }
    // fromEntries defines own properties, so a "__proto__" key stays data and never becomes a prototype.
    return ok(Object.fromEntries(entries));
  };

type DecodedShape<S> = { readonly [K in keyof S]: Decoded<S[K]> };

/**
 * An object with a fixed set of fields, each required and decoded by its own decoder.
 * Fields not in the shape are dropped, so the result holds exactly the declared fields.
 */
export const objectDecoder =
  <S extends Readonly<Record<string, Decoder<unknown>>>>(shape: S): Decoder<DecodedShape<S>> =>
  (input, path = '') => {
    if (!isPlainRecord(input)) return refuse(path, 'an object');
    const entries: [string, unknown][] = [];
    for (const [key, decode] of Object.entries(shape)) {
      // Only own fields count: a missing "constructor" must not be read from Object.prototype.
      const raw = Object.hasOwn(input, key) ? input[key] : undefined;
      const r = decode(raw, `${path}.${key}`);
      if (!r.ok) return r;
      entries.push([key, r.value]);
    }
    return ok(Object.fromEntries(entries) as DecodedShape<S>);
  };

/** Decodes with `inner`, then checks or converts the value (for branded types and ranges). */
export const refinedDecoder =
  <T, U>(inner: Decoder<T>, refine: (value: T) => Result<U, AppError>, expected: string): Decoder<U> =>
  (input, path = '') => {
    const r = inner(input, path);
    if (!r.ok) return r;
    const refined = refine(r.value);
    return refined.ok ? ok(refined.value) : refuse(path, expected);
  };
