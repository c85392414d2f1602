import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { DistanceUnit } from '../location';
import type { FieldError } from './bounds';
import { distanceBoundsIn, distanceIn } from './discovery-distance';
import { DEFAULT_DISCOVERY_SETTINGS, discoveryFigures, type DiscoveryFigures, type DiscoverySettings } from './discovery-settings';
import { closedTray, reduceFilterTray, type FilterAction, type FilterTray } from './filters';
import { canUsePreferenceFilters, requiredTierOf, type PreferenceFilterAccess } from './preference-access';
import { DEFAULT_VISIBILITY, type Visibility } from './visibility';

/** Where the settings stand. */
export type DiscoverySettingsStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded' }
  | { readonly kind: 'error'; readonly code: string | number };

/**
 * The discovery settings as signals (SET-03, SET-04, SET-07, SET-10): the saved settings and what they show in the
 * member's unit, the visibility toggles, the filter tray, and the last save's field errors. Defaults until the
 * profile is loaded; `reset` on logout.
 */
export class DiscoverySettingsStore {
  readonly #status = signal<DiscoverySettingsStatus>({ kind: 'idle' });
  readonly #settings = signal<DiscoverySettings>(DEFAULT_DISCOVERY_SETTINGS);
  readonly #visibility = signal<Visibility>(DEFAULT_VISIBILITY);
  readonly #access = signal<PreferenceFilterAccess | null>(null);
  readonly #tray = signal<FilterTray>(closedTray(DEFAULT_DISCOVERY_SETTINGS));
  readonly #saving = signal(false);
  readonly #fieldErrors = signal<readonly FieldError[]>([]);

  readonly status: ReadonlySignal<DiscoverySettingsStatus> = this.#status;
  readonly settings: ReadonlySignal<DiscoverySettings> = this.#settings;
  /** SET-04: ageMin, ageMax, numPhotosMin, numPhotosMax, distanceMax (mi), distanceMaxKm, distanceMin. */
  readonly figures: ReadonlySignal<DiscoveryFigures> = computed(() => discoveryFigures(this.#settings.value));
  /** LOC-06: the unit distances are shown in. */
  readonly distanceUnit: ReadonlySignal<DistanceUnit>;
  /** The distance in the member's unit, and its bounds in that unit (the miles / km rule, SET-05). */
  readonly distanceShown: ReadonlySignal<number>;
  readonly distanceBounds: ReadonlySignal<{ readonly min: number; readonly max: number }>;
  readonly visibility: ReadonlySignal<Visibility> = this.#visibility;
  /** SET-07: whether the member's tier has the preference filters, and the tier to offer otherwise. */
  readonly canUsePreferenceFilters: ReadonlySignal<boolean> = computed(() => canUsePreferenceFilters(this.#access.value));
  readonly preferenceFiltersTier: ReadonlySignal<string | undefined> = computed(() => requiredTierOf(this.#access.value));
  /** SET-03: the filter tray (open, the filter it was opened on, the draft). */
  readonly tray: ReadonlySignal<FilterTray> = this.#tray;
  readonly saving: ReadonlySignal<boolean> = this.#saving;
  /** SET-02: the fields the last save refused, by domain name. */
  readonly fieldErrors: ReadonlySignal<readonly FieldError[]> = this.#fieldErrors;

  constructor(unit: ReadonlySignal<DistanceUnit>) {
    this.distanceUnit = unit;
    this.distanceShown = computed(() => distanceIn(unit.value, this.#settings.value.distanceMax));
    this.distanceBounds = computed(() => distanceBoundsIn(unit.value));
  }

  startLoading(): void {
    this.#status.value = { kind: 'loading' };
  }

  loaded(settings: DiscoverySettings, visibility: Visibility, access: PreferenceFilterAccess | null): void {
    batch(() => {
      this.#settings.value = settings;
      this.#visibility.value = visibility;
      this.#access.value = access;
      if (!this.#tray.peek().open) this.#tray.value = closedTray(settings);
      this.#status.value = { kind: 'loaded' };
    });
  }

  loadFailed(code: string | number): void {
    this.#status.value = { kind: 'error', code };
  }

  startSaving(): void {
    batch(() => {
      this.#saving.value = true;
      this.#fieldErrors.value = [];
    });
  }

  saved(settings: DiscoverySettings, visibility: Visibility): void {
    batch(() => {
      this.#settings.value = settings;
      this.#visibility.value = visibility;
      this.#saving.value = false;
    });
  }

  saveFailed(fields: readonly FieldError[]): void {
    batch(() => {
      this.#saving.value = false;
      this.#fieldErrors.value = fields;
    });
  }

  filterTray(action: FilterAction): void {
    this.#tray.value = reduceFilterTray(this.#tray.peek(), action, this.#settings.peek());
  }

  /** SET-03: logout puts everything back to its defaults. */
  reset(): void {
    batch(() => {
      this.#status.value = { kind: 'idle' };
      this.#settings.value = DEFAULT_DISCOVERY_SETTINGS;
      this.#visibility.value = DEFAULT_VISIBILITY;
      this.#access.value = null;
      this.#tray.value = closedTray(DEFAULT_DISCOVERY_SETTINGS);
      this.#saving.value = false;
      this.#fieldErrors.value = [];
    });
  }
}
