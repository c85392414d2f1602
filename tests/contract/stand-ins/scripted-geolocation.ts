import type { GeolocationLike, PermissionsLike } from '../../../adapters/geolocation/navigator-geolocation';

type Success = Parameters<GeolocationLike['watchPosition']>[0];
type Failure = Parameters<GeolocationLike['watchPosition']>[1];

interface Watcher {
  readonly success: Success;
  readonly failure: Failure;
  readonly options: PositionOptions;
}

/** `GeolocationPositionError` codes, as a browser sends them. */
export const PositionErrorCode = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;

/**
 * Stands in for `navigator.geolocation` and `navigator.permissions` the way a browser behaves: callbacks go to
 * every registered watch until clearWatch, a watch opened without permission fails asynchronously, and a
 * denial does not unregister the watch (that is the caller's job).
 */
export class ScriptedGeolocation implements GeolocationLike, PermissionsLike {
  readonly #watchers = new Map<number, Watcher>();
  #nextId = 1;
  state: PermissionState = 'prompt';

  watchPosition(success: Success, failure: Failure, options: PositionOptions): number {
    const id = this.#nextId++;
    this.#watchers.set(id, { success, failure, options });
    if (this.state === 'denied') {
      void Promise.resolve().then(() =>
        this.#watchers.get(id)?.failure({ code: PositionErrorCode.PERMISSION_DENIED, message: 'User denied Geolocation' }),
      );
    }
    return id;
  }

  clearWatch(id: number): void {
    this.#watchers.delete(id);
  }

  async query(): Promise<{ readonly state: string }> {
    return { state: this.state };
  }

  emitPosition(latitude: number, longitude: number, timestamp: number): void {
    for (const w of [...this.#watchers.values()]) w.success({ coords: { latitude, longitude }, timestamp });
  }

  emitError(code: number, message = ''): void {
    for (const w of [...this.#watchers.values()]) w.failure({ code, message });
  }

  get watchCount(): number {
    return this.#watchers.size;
  }

  get lastOptions(): PositionOptions | undefined {
    return [...this.#watchers.values()].at(-1)?.options;
  }
}
