import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * Push on this device: not known yet, not possible here, refused by the person in the browser, off, being turned
 * on or off, or on (subscribed and registered). `failed` keeps the code of the last refusal for the page.
 */
export type PushStatus =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'off'; readonly failed?: string | number }
  | { readonly kind: 'working' }
  | { readonly kind: 'on' };

export class PushStore {
  readonly #status = signal<PushStatus>({ kind: 'unknown' });
  readonly status: ReadonlySignal<PushStatus> = this.#status;

  set(status: PushStatus): void {
    this.#status.value = status;
  }
}
