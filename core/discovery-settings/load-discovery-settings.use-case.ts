import type { DiscoverySettingsApiPort, ProfileAllowances } from './discovery-settings-api.port';
import type { DiscoverySettingsStore } from './discovery-settings.store';

export interface LoadDiscoverySettingsDeps {
  readonly api: DiscoverySettingsApiPort;
  readonly store: DiscoverySettingsStore;
  /** RECS-11: the allowances the profile carries go to the card stack. */
  readonly onAllowances: (allowances: ProfileAllowances) => void;
}

/** SET-04, SET-07, SET-10: loads the settings, visibility, preference-filter access and allowances from the profile. */
export class LoadDiscoverySettingsUseCase {
  #inFlight: Promise<void> | undefined;

  constructor(private readonly deps: LoadDiscoverySettingsDeps) {}

  /** Loads now, or joins the load under way. */
  execute(): Promise<void> {
    this.#inFlight ??= this.#load().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  async #load(): Promise<void> {
    const { api, store, onAllowances } = this.deps;
    store.startLoading();
    const result = await api.load();
    if (!result.ok) {
      store.loadFailed(result.error.code);
      return;
    }
    const { settings, visibility, preferenceFilterAccess, allowances } = result.value;
    store.loaded(settings, visibility, preferenceFilterAccess);
    onAllowances(allowances);
  }
}
