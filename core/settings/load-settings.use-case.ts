import type { SettingsApiPort } from './settings-api.port';
import type { SettingsStore } from './settings.store';

/** Reads the member's settings from their profile (SET-01); a load already under way is shared. */
export class LoadSettingsUseCase {
  #running: Promise<void> | undefined;

  constructor(private readonly deps: { readonly api: SettingsApiPort; readonly store: SettingsStore }) {}

  execute(): Promise<void> {
    this.#running ??= this.#load().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #load(): Promise<void> {
    const { api, store } = this.deps;
    if (store.status.peek().kind !== 'loaded') store.startLoading();
    const loaded = await api.load();
    if (loaded.ok) store.loaded(loaded.value);
    else if (store.status.peek().kind !== 'loaded') store.loadFailed(loaded.error.code);
  }
}
