import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * LIKES-09: `isGoldDeeplinkActive`, set when the app is opened by the `getGold` deep link (before or after sign-in)
 * and used once: the post-login modals (PL-13) show the Gold paywall third in their priority, then clear it. Kept
 * apart from the use-cases so that the routing of the start-up chunk sets it without loading the post-login chunk.
 */
export class GoldDeepLink {
  readonly #active = signal(false);
  readonly isGoldDeeplinkActive: ReadonlySignal<boolean> = this.#active;

  /** The `getGold` link was opened. */
  activate(): void {
    this.#active.value = true;
  }

  /** Its paywall was shown (or the member signed out). */
  clear(): void {
    this.#active.value = false;
  }
}
