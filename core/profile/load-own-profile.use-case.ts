import type { ProfileApiPort } from './profile-api.port';
import type { ProfileStore } from './profile.store';

/** PL-03: loads the member's own profile after sign-in (and again on request); `clear` forgets it at logout (AUTH-34). */
export class LoadOwnProfileUseCase {
  #generation = 0;
  #inFlight: Promise<void> | undefined;

  constructor(
    private readonly api: ProfileApiPort,
    private readonly store: ProfileStore,
  ) {}

  /** Loads the profile now (a reload keeps the one shown until the fresh one arrives). */
  execute(): Promise<void> {
    const load = this.#load();
    this.#inFlight = load;
    void load.finally(() => {
      if (this.#inFlight === load) this.#inFlight = undefined;
    });
    return load;
  }

  /**
   * The profile of this sign-in: joins the load under way, does nothing once it is loaded, loads it otherwise. Discover
   * asks for it beside its settings (one request for both, the same GET), and the post-login sequence's first step
   * (PL-03) then finds it there.
   */
  loadOnce(): Promise<void> {
    if (this.#inFlight) return this.#inFlight;
    if (this.store.state.value.kind === 'loaded') return Promise.resolve();
    return this.execute();
  }

  async #load(): Promise<void> {
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
    this.#inFlight = undefined;
    this.store.set({ kind: 'not-loaded' });
  }
}
