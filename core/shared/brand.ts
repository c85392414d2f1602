import { appError, err, ok, type AppError, type Result } from './result';

declare const brand: unique symbol;
/** A nominal type: a T that only the named constructor hands out. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type UserId = Brand<string, 'UserId'>;
export type MatchId = Brand<string, 'MatchId'>;
/** A distance in metres. */
export type Meters = Brand<number, 'Meters'>;
/** A point on the earth in degrees, latitude in [-90, 90] and longitude in [-180, 180]. */
export type LatLng = Brand<{ readonly lat: number; readonly lng: number }, 'LatLng'>;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type InvalidValue = AppError<'SHARED.INVALID_VALUE'>;
const invalid = (what: string): Result<never, InvalidValue> => err(appError('SHARED.INVALID_VALUE', `invalid ${what}`));

export const userId = (raw: string): Result<UserId, InvalidValue> =>
  ID_PATTERN.test(raw) ? ok(raw as UserId) : invalid('user id');

export const matchId = (raw: string): Result<MatchId, InvalidValue> =>
  ID_PATTERN.test(raw) ? ok(raw as MatchId) : invalid('match id');

export const meters = (value: number): Meters => {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`meters must be finite and >= 0, got ${value}`);
  return value as Meters;
};

export const latLng = (lat: number, lng: number): Result<LatLng, InvalidValue> =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? ok({ lat, lng } as LatLng)
    : invalid('coordinates');
