/**
 * core/discovery-settings — whom the member wants to see and who may see them (SET-02..07, SET-10).
 * Owns: the bounds (SET-02), the settings and their figures (SET-04), the miles / km rule (SET-05), the filter
 * tray (SET-03, SET-06), preference-filter access (SET-07), the visibility toggles and plus controls (SET-10),
 * their store and the load and save use-cases.
 * Needs: DiscoverySettingsApiPort, the modal queue (paywall, incognito), the distance unit (LOC-06), a callback
 * for the allowances the profile carries (RECS-11) and one for saved changes (RECS-06: recs reload).
 * Exposes: the rules and types below, the store, the use-cases and the DISCOVERY_SETTINGS tokens; a fake under ./testing.
 */
import { token } from '../shared';
import type { DiscoverySettingsApiPort } from './discovery-settings-api.port';
import type { DiscoverySettingsStore } from './discovery-settings.store';
import type { LoadDiscoverySettingsUseCase } from './load-discovery-settings.use-case';
import type { SaveDiscoverySettingsUseCase } from './save-discovery-settings.use-case';

export * from './bounds';
export * from './discovery-distance';
export * from './discovery-settings';
export * from './filters';
export * from './gender-selection';
export * from './preference-access';
export * from './visibility';
export type {
  DiscoveryProfile,
  DiscoverySettingsApiPort,
  DiscoverySettingsError,
  DiscoveryUpdate,
  Paywall,
  ProfileAllowances,
} from './discovery-settings-api.port';
export { DiscoverySettingsStore, type DiscoverySettingsStatus } from './discovery-settings.store';
export { LoadDiscoverySettingsUseCase, type LoadDiscoverySettingsDeps } from './load-discovery-settings.use-case';
export {
  INVALID_SETTINGS,
  NO_CHANGE,
  SaveDiscoverySettingsUseCase,
  type SaveDiscoverySettingsDeps,
  type SaveOutcome,
} from './save-discovery-settings.use-case';

export const DISCOVERY_SETTINGS = {
  Api: token<DiscoverySettingsApiPort>('discoverySettings.Api'),
  Store: token<DiscoverySettingsStore>('discoverySettings.Store'),
  Load: token<LoadDiscoverySettingsUseCase>('discoverySettings.Load'),
  Save: token<SaveDiscoverySettingsUseCase>('discoverySettings.Save'),
} as const;
