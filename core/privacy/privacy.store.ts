import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { PrivacySliceState } from '../persistence/slices/privacy.slice';
import type { ConsentCategory } from './consent';
import { INITIAL_PRIVACY_STATE, toPersisted, type PrivacyState } from './privacy-state';
import { southKoreaFlag } from './south-korea';
import type { TermsSettings } from './terms';

/** The privacy state as signals (PRIV-09); transitions are the pure functions of privacy-state.ts. */
export class PrivacyStore {
  readonly #state = signal<PrivacyState>(INITIAL_PRIVACY_STATE);
  readonly #loaded = signal(false);
  readonly #southKoreaAccepted = signal(false);
  readonly #termsAcceptedHere = signal<string | null>(null);
  readonly #terms = signal<TermsSettings | null>(null);

  readonly state: ReadonlySignal<PrivacyState> = this.#state;
  /** The catalogue is in (the geo answer, or its failure). */
  readonly loaded: ReadonlySignal<boolean> = this.#loaded;
  readonly categories: ReadonlySignal<readonly ConsentCategory[]> = computed(() => {
    const s = this.#state.value;
    return s.categoryOrder.flatMap((code) => (s.categoryData[code] === undefined ? [] : [s.categoryData[code]]));
  });
  /** PRIV-09: what the privacy slice keeps. */
  readonly persisted: ReadonlySignal<PrivacySliceState> = computed(() => toPersisted(this.#state.value));
  /** PRIV-18: the South Korea form is needed (the region's flag, not yet accepted on this device). */
  readonly southKoreaNeeded: ReadonlySignal<boolean> = computed(() => southKoreaFlag(this.categories.value) && !this.#southKoreaAccepted.value);
  readonly termsAcceptedHere: ReadonlySignal<string | null> = this.#termsAcceptedHere;
  /** PRIV-19: the signed-in member's terms settings, once read after sign-in; null otherwise (the start-up ones apply). */
  readonly terms: ReadonlySignal<TermsSettings | null> = this.#terms;

  update(next: (s: PrivacyState) => PrivacyState): void {
    this.#state.value = next(this.#state.peek());
  }

  markLoaded(): void {
    this.#loaded.value = true;
  }

  southKoreaAcceptedIs(accepted: boolean): void {
    this.#southKoreaAccepted.value = accepted;
  }

  termsAre(terms: TermsSettings | null): void {
    this.#terms.value = terms;
  }

  termsAccepted(version: string): void {
    this.#termsAcceptedHere.value = version;
  }
}
