import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { GeolocationError } from './location-error';
import { permissionCode, type LocationPermission, type PermissionCode } from './permission-code';
import type { Position } from './position';

/** Where location tracking stands. */
export type LocationStatus =
  | { readonly kind: 'idle' }
  /** LOC-02: started without a fresh position; waiting for a reading, a timeout or a dismissal. */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'watching' }
  /** LOC-09: the page is hidden, so the watch is closed until it shows again. */
  | { readonly kind: 'paused-hidden' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'error'; readonly error: GeolocationError };

/** LOC-01: the version of the persisted location slice. */
export const LOCATION_PERSISTED_VERSION = 1;

/** LOC-01: the location slice as a persistence layer saves it. */
export interface PersistedLocation {
  readonly version: typeof LOCATION_PERSISTED_VERSION;
  readonly position: Position | null;
  readonly denied: boolean;
  readonly timeout: boolean;
  readonly dismissed: boolean;
}

/** LOC-01: the location state as signals. Written by TrackLocationUseCase, read by everyone else. */
export class LocationStore {
  readonly #position = signal<Position | null>(null);
  readonly #permission = signal<LocationPermission>('unknown');
  readonly #status = signal<LocationStatus>({ kind: 'idle' });
  readonly #denied = signal(false);
  readonly #timeout = signal(false);
  readonly #dismissed = signal(false);

  /** The last stored position; changes only when the LOC-03 rule stores or refreshes one. */
  readonly position: ReadonlySignal<Position | null> = this.#position;
  readonly permission: ReadonlySignal<LocationPermission> = this.#permission;
  /** LOC-07: the permission as its numeric code. */
  readonly permissionCode: ReadonlySignal<PermissionCode> = computed(() => permissionCode(this.#permission.value));
  readonly status: ReadonlySignal<LocationStatus> = this.#status;
  readonly denied: ReadonlySignal<boolean> = this.#denied;
  /** The last start-up wait ended by a timeout or a dismissal (LOC-02). */
  readonly timeout: ReadonlySignal<boolean> = this.#timeout;
  /** The member dismissed the location prompt. */
  readonly dismissed: ReadonlySignal<boolean> = this.#dismissed;
  readonly persisted: ReadonlySignal<PersistedLocation> = computed(() => ({
    version: LOCATION_PERSISTED_VERSION,
    position: this.#position.value,
    denied: this.#denied.value,
    timeout: this.#timeout.value,
    dismissed: this.#dismissed.value,
  }));

  setPosition(position: Position | null): void {
    this.#position.value = position;
  }

  setStatus(status: LocationStatus): void {
    this.#status.value = status;
  }

  setPermission(permission: LocationPermission): void {
    this.#permission.value = permission;
  }

  /** A reading arrived, so the permission is granted and no longer denied. */
  markReadable(): void {
    batch(() => {
      this.#permission.value = 'granted';
      this.#denied.value = false;
    });
  }

  markDenied(): void {
    batch(() => {
      this.#permission.value = 'denied';
      this.#denied.value = true;
    });
  }

  setTimedOut(timedOut: boolean): void {
    this.#timeout.value = timedOut;
  }

  markDismissed(): void {
    this.#dismissed.value = true;
  }
}
