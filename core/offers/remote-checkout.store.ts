/**
 * The remote checkout's state (PUR-44, PUR-45): how it went, and the session's `isRemoteCheckout` and
 * `isRemoteMethodInApp`. Bound with the routing at start, which starts a remote checkout link; the use-case that
 * runs it (remote-checkout.use-case.ts) comes with the offers chunk.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { RemoteCheckoutFailure } from './remote-checkout';

/** Where the native app is opened again after a failure (docs/decisions.md PUR-44). */
export const NATIVE_APP_LINK = 'spark://checkout';

/** The native-app link of a failure: the reason goes with it. */
export const nativeAppLink = (reason: RemoteCheckoutFailure): string => `${NATIVE_APP_LINK}?reason=${encodeURIComponent(reason.replaceAll(' ', '_'))}`;

export type RemoteCheckoutStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'opened'; readonly productType: string; readonly terms: number }
  | { readonly kind: 'failed'; readonly reason: RemoteCheckoutFailure; readonly appLink: string };

/** PUR-45: the session's `isRemoteCheckout` and `isRemoteMethodInApp`, and how the remote checkout went. */
export class RemoteCheckoutStore {
  readonly #status = signal<RemoteCheckoutStatus>({ kind: 'idle' });
  readonly #remote = signal(false);
  readonly #inApp = signal(false);
  readonly status: ReadonlySignal<RemoteCheckoutStatus> = this.#status;
  readonly isRemoteCheckout: ReadonlySignal<boolean> = this.#remote;
  readonly isRemoteMethodInApp: ReadonlySignal<boolean> = this.#inApp;

  working(): void {
    this.#status.value = { kind: 'working' };
  }

  opened(productType: string, terms: number, inApp: boolean): void {
    this.#remote.value = true;
    this.#inApp.value = inApp;
    this.#status.value = { kind: 'opened', productType, terms };
  }

  /** PUR-44: the state is cleared; only the failure stays, to be shown. */
  failed(reason: RemoteCheckoutFailure): void {
    this.#remote.value = false;
    this.#inApp.value = false;
    this.#status.value = { kind: 'failed', reason, appLink: nativeAppLink(reason) };
  }
}
