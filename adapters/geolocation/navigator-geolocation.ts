import {
  position,
  type GeolocationError,
  type GeolocationErrorCode,
  type GeolocationPort,
  type LocationPermission,
  type PositionObserver,
  type WatchOptions,
} from '../../core/location';
import { appError, err, ok, type Result, type Unsubscribe } from '../../core/shared';

/** The part of `navigator.geolocation` this adapter uses; a browser's `Geolocation` fits. */
export interface GeolocationLike {
  watchPosition(
    success: (reading: { readonly coords: { readonly latitude: number; readonly longitude: number }; readonly timestamp: number }) => void,
    failure: (error: { readonly code: number; readonly message?: string }) => void,
    options: PositionOptions,
  ): number;
  clearWatch(watchId: number): void;
}

/** The part of `navigator.permissions` this adapter uses; a browser's `Permissions` fits. */
export interface PermissionsLike {
  query(descriptor: { name: 'geolocation' }): Promise<{ readonly state: string }>;
}

/** `GeolocationPositionError.code` values (W3C Geolocation API). */
const POSITION_ERROR_CODES: Readonly<Record<number, GeolocationErrorCode>> = {
  1: 'LOC.PERMISSION_DENIED',
  2: 'LOC.UNAVAILABLE',
  3: 'LOC.TIMEOUT',
};

const toGeolocationError = (error: { readonly code: number; readonly message?: string }): GeolocationError =>
  appError(POSITION_ERROR_CODES[error.code] ?? 'LOC.UNAVAILABLE', error.message || undefined);

const toLocationPermission = (state: string): LocationPermission =>
  state === 'granted' || state === 'denied' ? state : 'unknown';

const notSupported = (): Result<never, GeolocationError> =>
  err(appError('LOC.NOT_SUPPORTED', 'geolocation is not available'));

/** GeolocationPort over the browser's Geolocation API and, where present, the Permissions API. */
export class NavigatorGeolocation implements GeolocationPort {
  constructor(
    private readonly geolocation: GeolocationLike | null = globalThis.navigator?.geolocation ?? null,
    private readonly permissions: PermissionsLike | null = globalThis.navigator?.permissions ?? null,
  ) {}

  watch(options: WatchOptions, observer: PositionObserver): Result<Unsubscribe, GeolocationError> {
    const geolocation = this.geolocation;
    if (!geolocation) return notSupported();
    let active = true;
    let watchId: number | undefined;
    const stop = (): void => {
      if (!active) return;
      active = false;
      if (watchId !== undefined) geolocation.clearWatch(watchId);
    };
    try {
      watchId = geolocation.watchPosition(
        (reading) => {
          // A browser may still deliver a reading queued before clearWatch.
          if (!active) return;
          const p = position(reading.coords.latitude, reading.coords.longitude, reading.timestamp);
          if (p.ok) observer.onPosition(p.value);
          else observer.onError(appError('LOC.UNAVAILABLE', 'the device reported invalid coordinates'));
        },
        (failure) => {
          if (!active) return;
          const error = toGeolocationError(failure);
          // The browser sends nothing more after a denial; clearing keeps the watch count honest.
          if (error.code === 'LOC.PERMISSION_DENIED') stop();
          observer.onError(error);
        },
        { enableHighAccuracy: options.highAccuracy, timeout: options.timeoutMs, maximumAge: options.maximumAgeMs },
      );
    } catch {
      // Some embedded browsers throw instead of reporting; to the app that is the same as no service.
      return notSupported();
    }
    if (!active) geolocation.clearWatch(watchId);
    return ok(stop);
  }

  async permission(): Promise<LocationPermission> {
    if (!this.permissions) return 'unknown';
    try {
      const status = await this.permissions.query({ name: 'geolocation' });
      return toLocationPermission(status.state);
    } catch {
      return 'unknown';
    }
  }
}
