import { appError, err, ok, type Result, type Unsubscribe } from '../../shared';
import type { GeolocationPort, PositionObserver } from '../geolocation.port';
import type { GeolocationError, GeolocationErrorCode } from '../location-error';
import type { LocationPermission } from '../permission-code';
import { position } from '../position';
import type { WatchOptions } from '../watch-options';

/** The errors a running watch can report (not-supported is answered by `watch` itself). */
export type WatchErrorCode = Exclude<GeolocationErrorCode, 'LOC.NOT_SUPPORTED'>;

export interface FakeGeolocationOptions {
  /** false models a device without a location service. */
  readonly supported?: boolean;
  readonly permission?: LocationPermission;
}

/** An in-memory device location that a test drives (emit readings and errors, deny) and inspects (active watches). */
export class FakeGeolocation implements GeolocationPort {
  readonly #observers = new Map<number, PositionObserver>();
  readonly #supported: boolean;
  #permission: LocationPermission;
  #nextId = 1;
  #lastOptions: WatchOptions | undefined;

  constructor(options: FakeGeolocationOptions = {}) {
    this.#supported = options.supported ?? true;
    this.#permission = options.permission ?? 'unknown';
  }

  watch(options: WatchOptions, observer: PositionObserver): Result<Unsubscribe, GeolocationError> {
    if (!this.#supported) return err(appError('LOC.NOT_SUPPORTED', 'geolocation is not supported'));
    this.#lastOptions = options;
    const id = this.#nextId++;
    this.#observers.set(id, observer);
    // Like a browser, a watch opened without permission fails asynchronously.
    if (this.#permission === 'denied') void Promise.resolve().then(() => this.#fail(id, 'LOC.PERMISSION_DENIED'));
    return ok(() => {
      this.#observers.delete(id);
    });
  }

  async permission(): Promise<LocationPermission> {
    return this.#permission;
  }

  /** Delivers a reading to every active watch; out-of-range coordinates arrive as `LOC.UNAVAILABLE`. */
  emitPosition(lat: number, lng: number, timestamp: number): void {
    const reading = position(lat, lng, timestamp);
    for (const [id, observer] of [...this.#observers]) {
      if (reading.ok) observer.onPosition(reading.value);
      else this.#fail(id, 'LOC.UNAVAILABLE');
    }
  }

  /** Delivers an error to every active watch; a denial ends them. */
  emitError(code: WatchErrorCode): void {
    for (const id of [...this.#observers.keys()]) this.#fail(id, code);
  }

  /** The member refuses (or revokes) the permission: active watches end with a denial. */
  deny(): void {
    this.#permission = 'denied';
    this.emitError('LOC.PERMISSION_DENIED');
  }

  setPermission(permission: LocationPermission): void {
    this.#permission = permission;
  }

  get isWatching(): boolean {
    return this.#observers.size > 0;
  }

  get activeWatches(): number {
    return this.#observers.size;
  }

  /** The options of the most recent watch. */
  get lastWatchOptions(): WatchOptions | undefined {
    return this.#lastOptions;
  }

  #fail(id: number, code: WatchErrorCode): void {
    const observer = this.#observers.get(id);
    if (!observer) return;
    if (code === 'LOC.PERMISSION_DENIED') this.#observers.delete(id);
    observer.onError(appError(code));
  }
}
