import type { ProfileApiPort } from './profile-api.port';
import type { ProfileStore } from './profile.store';

/** PL-03: loads the member's own profile after sign-in (and again on request); `clear` forgets it at logout (AUTH-34). */
export class LoadOwnProfileUseCase {
  #generation = 0;

  constructor(
    private readonly api: ProfileApiPort,
    private readonly store: ProfileStore,
  ) {}

  async execute(): Promise<void> {
    const generation = ++this.#generation;
    // A reload keeps showing the profile it has until the fresh one arrives.
    if (this.store.state.value.kind !== 'loaded') this.store.set({ kind: 'loading' });
    const result = await this.api.fetchOwn();
    // A logout (or a newer load) while the request was out wins.
    if (generation !== this.#generation) return;
    this.store.set(result.ok ? { kind: 'loaded', profile: result.value } : { kind: 'error', code: result.error.code });
  }

  clear(): void {
    this.#generation += 1;
    this.store.set({ kind: 'not-loaded' });
  }
}
