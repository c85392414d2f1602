/**
 * SET-02: the bounds of the discovery settings. Ages run from 18 to 100, and an upper age of 1000 means "no upper
 * bound"; the distance runs from 1 to 100 miles (about 161 km); the least number of photos from 1 to 9. The server
 * checks the same bounds (server/users) with the same rule, so a value the client lets through is never refused
 * for being out of range, and a value a client skips checking is still refused.
 */

export const AGE_MIN = 18;
export const AGE_MAX = 100;
/** SET-02: an upper age of this value means no upper bound. */
export const AGE_UNBOUNDED = 1000;
/** SET-02, SET-05: in miles. */
export const DISTANCE_MIN_MI = 1;
export const DISTANCE_MAX_MI = 100;
export const PHOTOS_MIN = 1;
export const PHOTOS_MAX = 9;

/** Why a field was refused. */
export type FieldProblem =
  /** Not a whole number, or outside [min, max]. */
  | { readonly reason: 'range'; readonly min: number; readonly max: number }
  /** The lower age is above the upper age. */
  | { readonly reason: 'order' };

/** The fields of the discovery settings that have bounds, by their domain names. */
export type BoundedField = 'ageMin' | 'ageMax' | 'distanceMax' | 'numPhotosMin';

export type FieldError = { readonly field: BoundedField } & FieldProblem;

const whole = (n: number): boolean => Number.isInteger(n);
const within = (n: number, min: number, max: number): boolean => whole(n) && n >= min && n <= max;

/** SET-02: the lower age is a whole number in 18..100. */
export const isAgeMin = (n: number): boolean => within(n, AGE_MIN, AGE_MAX);
/** SET-02: the upper age is a whole number in 18..100, or 1000 for no upper bound. */
export const isAgeMax = (n: number): boolean => n === AGE_UNBOUNDED || within(n, AGE_MIN, AGE_MAX);
/** SET-02: the distance is a whole number of miles in 1..100. */
export const isDistanceMax = (n: number): boolean => within(n, DISTANCE_MIN_MI, DISTANCE_MAX_MI);
/** SET-02: the least number of photos is a whole number in 1..9. */
export const isNumPhotosMin = (n: number): boolean => within(n, PHOTOS_MIN, PHOTOS_MAX);

/** The bounded values of a change; a value left out is not checked (the stored one stays). */
export interface BoundedValues {
  readonly ageMin?: number;
  readonly ageMax?: number;
  readonly distanceMax?: number;
  readonly numPhotosMin?: number;
}

/**
 * SET-02: every field outside its bounds, and the age range when its lower end is above its upper end
 * (`current` gives the stored ends a change leaves out).
 */
export const checkBounds = (change: BoundedValues, current: { readonly ageMin: number; readonly ageMax: number }): readonly FieldError[] => {
  const errors: FieldError[] = [];
  if (change.ageMin !== undefined && !isAgeMin(change.ageMin)) errors.push({ field: 'ageMin', reason: 'range', min: AGE_MIN, max: AGE_MAX });
  if (change.ageMax !== undefined && !isAgeMax(change.ageMax)) errors.push({ field: 'ageMax', reason: 'range', min: AGE_MIN, max: AGE_MAX });
  if (change.distanceMax !== undefined && !isDistanceMax(change.distanceMax))
    errors.push({ field: 'distanceMax', reason: 'range', min: DISTANCE_MIN_MI, max: DISTANCE_MAX_MI });
  if (change.numPhotosMin !== undefined && !isNumPhotosMin(change.numPhotosMin))
    errors.push({ field: 'numPhotosMin', reason: 'range', min: PHOTOS_MIN, max: PHOTOS_MAX });
  if (errors.length === 0) {
    const ageMin = change.ageMin ?? current.ageMin;
    const ageMax = change.ageMax ?? current.ageMax;
    if (ageMin > ageMax) errors.push({ field: change.ageMin !== undefined ? 'ageMin' : 'ageMax', reason: 'order' });
  }
  return errors;
};
