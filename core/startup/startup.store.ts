import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { DEFAULT_APP_SETTINGS, type AppSettings } from './app-settings';
import type { Levers } from './levers';

/**
 * APP-01, LEV-07: how long the auth decision waits for these settings at most: less than the route guards'
 * timeout (ROUTE-27, 5 s), so a slow provider never sends a signed-in member to the landing first.
 */
export const STARTUP_WAIT_MS = 3_000;

/** The start-up settings as signals: defaults until the provider answers. */
export class StartupStore {
  readonly #settings = signal<AppSettings | undefined>(undefined);
  readonly #levers = signal<Levers | undefined>(undefined);

  /** CONF-05: the app settings (defaults until loaded, and when loading failed). */
  readonly settings: ReadonlySignal<AppSettings> = computed(() => this.#settings.value ?? DEFAULT_APP_SETTINGS);
  readonly settingsLoaded: ReadonlySignal<boolean> = computed(() => this.#settings.value !== undefined);
  /** LEV-03: the levers as delivered; undefined until the answer (or its failure) is in. */
  readonly levers: ReadonlySignal<Levers | undefined> = this.#levers;
  /** LEV-07, SESS-09: the pre-auth levers are in (or failed, which leaves every switch at its default). */
  readonly preAuthLeversLoaded: ReadonlySignal<boolean> = computed(() => this.#levers.value !== undefined);

  setSettings(settings: AppSettings): void {
    this.#settings.value = settings;
  }

  setLevers(levers: Levers): void {
    this.#levers.value = levers;
  }
}
