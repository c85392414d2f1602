/**
 * core/startup — what the app loads from the provider before sign-in (APP-01).
 * Owns: the app settings (CONF-05: tier toggles, typing timings, distance unit, max lengths, ...) and the levers
 * (LEV-03, LEV-04 defaults, LEV-07 `preAuthLeversLoaded`). Needs: StartupApiPort, Logger.
 * Exposes: StartupStore, LoadStartupSettingsUseCase, the pure readers and their tokens.
 */
import { token } from '../shared';
import type { LoadStartupSettingsUseCase } from './load-startup-settings.use-case';
import type { StartupApiPort } from './startup-api.port';
import type { StartupStore } from './startup.store';

export { DEFAULT_APP_SETTINGS, type AppSettings, type DistanceUnit } from './app-settings';
export { readAppSettings } from './read-app-settings';
export { LEVERS_ON_BY_DEFAULT, leverOn, type Lever, type Levers, type LeverValue } from './levers';
export { readLevers } from './read-levers';
export type { StartupApiPort } from './startup-api.port';
export { StartupStore, STARTUP_WAIT_MS } from './startup.store';
export { LoadStartupSettingsUseCase, type LoadStartupSettingsDeps } from './load-startup-settings.use-case';

export const STARTUP = {
  Api: token<StartupApiPort>('startup.Api'),
  Store: token<StartupStore>('startup.Store'),
  Load: token<LoadStartupSettingsUseCase>('startup.Load'),
} as const;
