/** An expected failure, carried as a value. `code` is stable: a dotted domain code or the server's numeric code. */
export interface AppError<C extends string | number = string | number> {
  readonly code: C;
  readonly message?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** The outcome of an operation that can fail in an expected way. Throw only for bugs. */
export type Result<T, E extends AppError = AppError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = <E extends AppError>(error: E): Result<never, E> => ({ ok: false, error });

/** Builds an AppError in one expression. */
export const appError = <C extends string | number>(
  code: C,
  message?: string,
  details?: Record<string, unknown>,
): AppError<C> => ({ code, ...(message === undefined ? {} : { message }), ...(details === undefined ? {} : { details }) });

export const mapResult = <T, U, E extends AppError>(r: Result<T, E>, f: (t: T) => U): Result<U, E> =>
  r.ok ? ok(f(r.value)) : r;
