import { err, ok, type Result } from '../shared';
import type { EditableProfile, ProfileEditError, ProfileSection } from './editable-profile';
import type { ProfileEditApiPort } from './profile-edit-api.port';
import type { ProfileEditStore } from './profile-edit.store';
import { applySection, checkSection } from './profile-section';

/** Refused on the device before any call: the fields out of bounds (PROF-04, PROF-05, PROF-07). */
export const INVALID_PROFILE = 'PROFILE.INVALID';
/** Nothing loaded to edit yet. */
export const PROFILE_NOT_LOADED = 'PROFILE.NOT_LOADED';

/**
 * Editing the own profile: loading it, and saving one section at a time. A section out of bounds is refused on
 * the device with its field errors and nothing is sent. Otherwise the edit shows at once; when the server refuses
 * it, the profile goes back to what it was and the refusal (its code and field errors) is kept for the page,
 * which keeps what the member typed. A newer load or save wins over an older answer.
 */
export class EditProfileUseCase {
  #generation = 0;

  constructor(
    private readonly api: ProfileEditApiPort,
    private readonly store: ProfileEditStore,
  ) {}

  async load(): Promise<void> {
    const generation = ++this.#generation;
    if (this.store.state.value.kind !== 'loaded') this.store.set({ kind: 'loading' });
    const result = await this.api.load();
    if (generation !== this.#generation) return;
    if (result.ok) this.store.saved(result.value);
    else if (this.store.state.peek().kind !== 'loaded') this.store.set({ kind: 'error', code: result.error.code });
  }

  async save(section: ProfileSection): Promise<Result<EditableProfile, ProfileEditError>> {
    const before = this.store.profile.value;
    if (before === undefined) return err({ code: PROFILE_NOT_LOADED });
    const fields = checkSection(section, before);
    if (fields.length > 0) {
      const error = { code: INVALID_PROFILE, fields };
      this.store.refusedSave(section.kind, error);
      return err(error);
    }
    const generation = ++this.#generation;
    this.store.showing(section.kind, applySection(before, section));
    const result = await this.api.save(section);
    if (generation !== this.#generation) return result;
    if (result.ok) this.store.saved(result.value);
    else this.store.refusedSave(section.kind, result.error, before);
    return result;
  }

  /** PROF-28: the member's own card as others get it (the recs reader normalises it). */
  preview(userId: string): Promise<Result<unknown, ProfileEditError>> {
    return this.api.ownCard(userId);
  }

  /** PROF-27: marks tutorials seen. */
  async seeTutorials(names: readonly string[]): Promise<void> {
    const result = await this.api.seeTutorials(names);
    const profile = this.store.profile.peek();
    if (result.ok && profile) this.store.saved({ ...profile, tutorials: result.value });
  }

  clear(): void {
    this.#generation += 1;
    this.store.set({ kind: 'not-loaded' });
  }
}
