import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { OwnProfile, OwnProfileState } from './own-profile';

/** The own profile as signals. */
export class ProfileStore {
  readonly #state = signal<OwnProfileState>({ kind: 'not-loaded' });
  readonly state: ReadonlySignal<OwnProfileState> = this.#state;
  /** The profile once loaded (ROUTE-22 reads whether it is). */
  // Stryker disable next-line ConditionalExpression: equivalent, only the loaded state has a profile
  readonly profile: ReadonlySignal<OwnProfile | undefined> = computed(() => (this.#state.value.kind === 'loaded' ? this.#state.value.profile : undefined));

  set(state: OwnProfileState): void {
    this.#state.value = state;
  }
}
