import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AppError } from '../shared';
import { byCurrentThenRecent, type SignedInDevice } from './signed-in-device';

export type DevicesState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly devices: readonly SignedInDevice[] }
  | { readonly kind: 'failed'; readonly error: AppError };

/** The member's signed-in devices as signals, and which of them are being ended. */
export class DevicesStore {
  readonly #state = signal<DevicesState>({ kind: 'idle' });
  readonly #ending = signal<ReadonlySet<string>>(new Set());
  readonly state: ReadonlySignal<DevicesState> = this.#state;
  /** Ids whose ending is under way (their row shows it, and cannot be ended twice). */
  readonly ending: ReadonlySignal<ReadonlySet<string>> = this.#ending;

  loading(): void {
    this.#state.value = { kind: 'loading' };
  }

  loaded(devices: readonly SignedInDevice[]): void {
    this.#state.value = { kind: 'ready', devices: byCurrentThenRecent(devices) };
  }

  failed(error: AppError): void {
    this.#state.value = { kind: 'failed', error };
  }

  startEnding(ids: readonly string[]): void {
    this.#ending.value = new Set([...this.#ending.value, ...ids]);
  }

  /** The ids ended for good leave the list; all of them stop being "under way". */
  finishEnding(ids: readonly string[], ended: readonly string[]): void {
    batch(() => {
      const state = this.#state.value;
      if (state.kind === 'ready' && ended.length > 0) {
        this.#state.value = { kind: 'ready', devices: state.devices.filter((device) => !ended.includes(device.id)) };
      }
      this.#ending.value = new Set([...this.#ending.value].filter((id) => !ids.includes(id)));
    });
  }

  clear(): void {
    batch(() => {
      this.#state.value = { kind: 'idle' };
      this.#ending.value = new Set();
    });
  }
}
