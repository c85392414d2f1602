import type { AppError } from '../shared';

/** LOC-10: the ways reading the location can fail. */
export type GeolocationErrorCode = 'LOC.PERMISSION_DENIED' | 'LOC.TIMEOUT' | 'LOC.UNAVAILABLE' | 'LOC.NOT_SUPPORTED';

export type GeolocationError = AppError<GeolocationErrorCode>;

/** LOC-10: the share of location errors that are logged. */
export const LOCATION_ERROR_LOG_RATE = 0.01;

/** LOC-10: whether an error is logged, given a uniform draw in [0, 1). */
export const isLocationErrorLogged = (draw: number): boolean => draw < LOCATION_ERROR_LOG_RATE;
