import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { EditableProfile, EditableProfileState, ProfileEditError, SectionKind } from './editable-profile';

/** The last refused save: which section and why (field errors for the page to show by its fields). */
export interface RefusedSave {
  readonly section: SectionKind;
  readonly error: ProfileEditError;
}

/** The own profile being edited, as signals. */
export class ProfileEditStore {
  readonly #state = signal<EditableProfileState>({ kind: 'not-loaded' });
  readonly #saving = signal<SectionKind | null>(null);
  readonly #refused = signal<RefusedSave | null>(null);
  readonly state: ReadonlySignal<EditableProfileState> = this.#state;
  /** The section whose save is out. */
  readonly saving: ReadonlySignal<SectionKind | null> = this.#saving;
  readonly refused: ReadonlySignal<RefusedSave | null> = this.#refused;
  // Stryker disable next-line ConditionalExpression: equivalent, only the loaded state has a profile
  readonly profile: ReadonlySignal<EditableProfile | undefined> = computed(() => (this.#state.value.kind === 'loaded' ? this.#state.value.profile : undefined));

  set(state: EditableProfileState): void {
    this.#state.value = state;
  }

  /** An edit shown at once, before the server answers. */
  showing(section: SectionKind, profile: EditableProfile): void {
    batch(() => {
      this.#state.value = { kind: 'loaded', profile };
      this.#saving.value = section;
      this.#refused.value = null;
    });
  }

  saved(profile: EditableProfile): void {
    batch(() => {
      this.#state.value = { kind: 'loaded', profile };
      this.#saving.value = null;
    });
  }

  /** A refused save: the profile as it was, and why. */
  refusedSave(section: SectionKind, error: ProfileEditError, before?: EditableProfile): void {
    batch(() => {
      if (before) this.#state.value = { kind: 'loaded', profile: before };
      this.#saving.value = null;
      this.#refused.value = { section, error };
    });
  }

  clearRefusal(): void {
    this.#refused.value = null;
  }
}
