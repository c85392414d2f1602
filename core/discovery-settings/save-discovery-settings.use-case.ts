import { ErrorCode } from '../errors/error-codes';
import type { ModalStore } from '../navigation';
import { PAYWALL_MODAL } from '../recs/modal-kinds';
import { err, ok, type Result } from '../shared';
import { checkBounds } from './bounds';
import { distanceMaxFrom } from './discovery-distance';
import { turnsPreferenceFiltersOn, type DiscoveryChange, type DiscoverySettings } from './discovery-settings';
import type { DiscoverySettingsApiPort, DiscoverySettingsError, DiscoveryUpdate, Paywall } from './discovery-settings-api.port';
import type { DiscoverySettingsStore } from './discovery-settings.store';
import { changeOfFilters, type FilterAction } from './filters';
import { INCOGNITO_MODAL, turnsIncognitoOn, type Visibility, type VisibilityChange } from './visibility';

export interface SaveDiscoverySettingsDeps {
  readonly api: DiscoverySettingsApiPort;
  readonly store: DiscoverySettingsStore;
  readonly modals: Pick<ModalStore, 'open'>;
  /** RECS-06: a saved change is a user-data update: recs reload. */
  readonly onUserDataUpdated: () => void;
}

/** Refused on the device before any call: the fields out of bounds (SET-02). */
export const INVALID_SETTINGS = 'DISCOVERY.INVALID';
/** Nothing to save. */
export const NO_CHANGE = 'DISCOVERY.NO_CHANGE';

export type SaveOutcome = Result<{ readonly settings: DiscoverySettings; readonly visibility: Visibility }, DiscoverySettingsError>;

/**
 * SET-02..07, SET-10: saves discovery settings and visibility. Values out of bounds are refused on the device with
 * their field errors (SET-02) and nothing is sent; preference filters are turned on only with access (SET-07),
 * otherwise the paywall opens. The server checks again: its field errors and paywall answers land the same way.
 * A saved change reloads recs (RECS-06); turning incognito on queues its modal (SET-10).
 */
export class SaveDiscoverySettingsUseCase {
  constructor(private readonly deps: SaveDiscoverySettingsDeps) {}

  /** Saves a change of settings and/or visibility. */
  async save(update: DiscoveryUpdate): Promise<SaveOutcome> {
    const { api, store, modals, onUserDataUpdated } = this.deps;
    const current = store.settings.value;
    const visibilityBefore = store.visibility.value;
    const canFilter = store.canUsePreferenceFilters.value;
    const requiredTier = store.preferenceFiltersTier.value;
    const discovery = update.discovery;
    if (discovery === undefined && update.visibility === undefined) return err({ code: NO_CHANGE });

    if (discovery !== undefined) {
      const fields = checkBounds({ ...discovery, ...(discovery.preferences?.minPhotos === undefined ? {} : { numPhotosMin: discovery.preferences.minPhotos }) }, current);
      if (fields.length > 0) {
        store.saveFailed(fields);
        return err({ code: INVALID_SETTINGS, fields });
      }
      if (turnsPreferenceFiltersOn(discovery) && !canFilter) {
        const paywall: Paywall = { feature: 'preference_filters', ...(requiredTier === undefined ? {} : { requiredTier }) };
        this.#openPaywall(paywall);
        return err({ code: ErrorCode.PAYWALL_REQUIRED, paywall });
      }
    }

    store.startSaving();
    const result = await api.save(update);
    if (!result.ok) {
      store.saveFailed(result.error.fields ?? []);
      if (result.error.paywall) this.#openPaywall(result.error.paywall);
      return result;
    }
    store.saved(result.value.settings, result.value.visibility);
    if (update.visibility !== undefined && turnsIncognitoOn(visibilityBefore, update.visibility)) modals.open({ kind: INCOGNITO_MODAL });
    onUserDataUpdated();
    return ok(result.value);
  }

  saveSettings(change: DiscoveryChange): Promise<SaveOutcome> {
    return this.save({ discovery: change });
  }

  saveVisibility(change: VisibilityChange): Promise<SaveOutcome> {
    return this.save({ visibility: change });
  }

  /** The distance picked in the member's unit (the miles / km rule, SET-05). */
  saveDistance(value: number): Promise<SaveOutcome> {
    return this.saveSettings({ distanceMax: distanceMaxFrom(this.deps.store.distanceUnit.value, value) });
  }

  /** SET-03: set, clear or toggle the filter tray. */
  filters(action: FilterAction): void {
    this.deps.store.filterTray(action);
  }

  /** SET-03: saves the tray's draft as the settings; the tray closes when it was saved. */
  async applyFilters(): Promise<SaveOutcome> {
    const { store } = this.deps;
    const result = await this.saveSettings(changeOfFilters(store.tray.value.draft));
    if (result.ok && store.tray.value.open) store.filterTray({ type: 'toggleOpen' });
    return result;
  }

  #openPaywall(paywall: Paywall): void {
    this.deps.modals.open({ kind: PAYWALL_MODAL, title: paywall.feature, props: { feature: paywall.feature, ...(paywall.requiredTier === undefined ? {} : { requiredTier: paywall.requiredTier }) } });
  }
}
