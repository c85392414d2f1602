import type { Logger } from '../shared';
import { DEFAULT_APP_SETTINGS } from './app-settings';
import { readAppSettings } from './read-app-settings';
import { readLevers } from './read-levers';
import type { StartupApiPort } from './startup-api.port';
import type { StartupStore } from './startup.store';

export interface LoadStartupSettingsDeps {
  readonly api: StartupApiPort;
  readonly store: StartupStore;
  readonly logger: Logger;
  /** The persistent device id sent with the lever request (LEV-03). */
  readonly deviceId: () => string;
}

/**
 * APP-01, LEV-07: loads the app settings and the pre-auth levers together, before the auth decision. A failed
 * or partial answer is logged and leaves defaults (CONF-05: a missing field logs a warning); start-up goes on
 * either way, so a provider that cannot answer never keeps a member out.
 */
export class LoadStartupSettingsUseCase {
  #running: Promise<void> | undefined;

  constructor(private readonly deps: LoadStartupSettingsDeps) {}

  /** Runs once; later calls wait for the same load. */
  execute(): Promise<void> {
    this.#running ??= Promise.all([this.#loadSettings(), this.#loadLevers()]).then(() => undefined);
    return this.#running;
  }

  async #loadSettings(): Promise<void> {
    const { api, store, logger } = this.deps;
    const answer = await api.fetchAppSettings();
    if (!answer.ok) {
      logger.log('warn', 'app settings not loaded; defaults apply', { code: answer.error.code });
      store.setSettings(DEFAULT_APP_SETTINGS);
      return;
    }
    const { settings, missing } = readAppSettings(answer.value);
    if (missing.length > 0) logger.log('warn', 'app settings: fields missing or unreadable, defaults apply', { fields: missing });
    store.setSettings(settings);
  }

  async #loadLevers(): Promise<void> {
    const { api, store, logger, deviceId } = this.deps;
    const answer = await api.fetchLevers(deviceId());
    if (!answer.ok) {
      logger.log('warn', 'levers not loaded; every switch keeps its default', { code: answer.error.code });
      store.setLevers({});
      return;
    }
    const { levers, skipped } = readLevers(answer.value);
    if (skipped.length > 0) logger.log('warn', 'levers: entries unreadable, left out', { levers: skipped });
    store.setLevers(levers);
  }
}
