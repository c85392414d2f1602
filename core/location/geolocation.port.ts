import type { Result, Unsubscribe } from '../shared';
import type { GeolocationError } from './location-error';
import type { LocationPermission } from './permission-code';
import type { Position } from './position';
import type { WatchOptions } from './watch-options';

/** Receives what a watch produces, until it is unsubscribed. */
export interface PositionObserver {
  onPosition(position: Position): void;
  /** A failed reading. Only `LOC.PERMISSION_DENIED` ends the watch; after the others readings may still come. */
  onError(error: GeolocationError): void;
}

/** The device's location, in domain words (the browser's Geolocation API, or a native module). */
export interface GeolocationPort {
  /** Starts watching; `LOC.NOT_SUPPORTED` when the device has no location service. */
  watch(options: WatchOptions, observer: PositionObserver): Result<Unsubscribe, GeolocationError>;
  /** What the platform says of the permission, without prompting; `unknown` when it cannot tell. */
  permission(): Promise<LocationPermission>;
}
