import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { Scheduler, TimerHandle } from '../shared';
import { MEDIA_TIMING } from './media-timing';

/** PROF-17: where one image is: trying a url, shown, or failed (every url failed: the error placeholder). */
export type ImageLoadState =
  | { readonly kind: 'loading'; readonly url: string }
  | { readonly kind: 'loaded'; readonly url: string }
  | { readonly kind: 'failed' };

/**
 * PROF-14, PROF-17: loads one image from its urls in turn. A url that errors, or has not loaded within 5 s, gives
 * way to the next; when all fail the state is `failed` (the error placeholder) and nothing else is reported.
 */
export class ImageLoad {
  readonly #state: Signal<ImageLoadState>;
  readonly state: ReadonlySignal<ImageLoadState>;
  #index = 0;
  #timer: TimerHandle | undefined;

  constructor(
    private readonly urls: readonly string[],
    private readonly scheduler: Scheduler,
  ) {
    this.#state = signal<ImageLoadState>(urls.length === 0 ? { kind: 'failed' } : { kind: 'loading', url: urls[0]! });
    this.state = this.#state;
  }

  /** Starts the 5 s wait of the current url (when the image starts to load: lazily, once visible). */
  start(): void {
    if (this.#state.peek().kind !== 'loading' || this.#timer !== undefined) return;
    this.#timer = this.scheduler.setTimeout(() => this.failed(), MEDIA_TIMING.assetLoadTimeoutMs);
  }

  loaded(): void {
    const state = this.#state.peek();
    if (state.kind !== 'loading') return;
    this.#stopTimer();
    this.#state.value = { kind: 'loaded', url: state.url };
  }

  /** The current url failed (an error, or the timeout): the next one, or `failed`. */
  failed(): void {
    if (this.#state.peek().kind !== 'loading') return;
    this.#stopTimer();
    this.#index += 1;
    const next = this.urls[this.#index];
    this.#state.value = next === undefined ? { kind: 'failed' } : { kind: 'loading', url: next };
    if (next !== undefined) this.start();
  }

  dispose(): void {
    this.#stopTimer();
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) this.scheduler.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
