import { computed, signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import type { DistanceUnit } from '../location';
import { ModalStore } from '../navigation';
import { PAYWALL_MODAL } from '../recs/modal-kinds';
import { DEFAULT_DISCOVERY_SETTINGS } from './discovery-settings';
import { DiscoverySettingsStore } from './discovery-settings.store';
import { LoadDiscoverySettingsUseCase } from './load-discovery-settings.use-case';
import { INVALID_SETTINGS, SaveDiscoverySettingsUseCase } from './save-discovery-settings.use-case';
import { FakeDiscoverySettingsApi } from './testing/fake-discovery-settings-api';
import { INCOGNITO_MODAL } from './visibility';
import type { ProfileAllowances } from './discovery-settings-api.port';

const setup = (unit: DistanceUnit = 'km') => {
  const api = new FakeDiscoverySettingsApi();
  const unitSignal = signal<DistanceUnit>(unit);
  const store = new DiscoverySettingsStore(computed(() => unitSignal.value));
  const modals = new ModalStore();
  const allowances: ProfileAllowances[] = [];
  let reloads = 0;
  const load = new LoadDiscoverySettingsUseCase({ api, store, onAllowances: (a) => allowances.push(a) });
  const save = new SaveDiscoverySettingsUseCase({ api, store, modals, onUserDataUpdated: () => (reloads += 1) });
  return { api, unit: unitSignal, store, modals, allowances, load, save, reloads: () => reloads };
};

describe('loading and saving the discovery settings', () => {
  it('SET-04: loading gives the settings, their figures (ageMin, ageMax, numPhotosMin, numPhotosMax, distanceMax, distanceMaxKm, distanceMin) and the allowances', async () => {
    const { api, store, allowances, load } = setup();
    api.settings = { ...DEFAULT_DISCOVERY_SETTINGS, ageMin: 24, ageMax: 35, distanceMax: 100, preferences: { ...DEFAULT_DISCOVERY_SETTINGS.preferences, minPhotos: 2 } };
    api.allowances = { likesRemaining: 42 };
    await load.execute();
    expect(store.status.value).toEqual({ kind: 'loaded' });
    expect(store.figures.value).toEqual({ ageMin: 24, ageMax: 35, numPhotosMin: 2, numPhotosMax: 9, distanceMax: 100, distanceMaxKm: 161, distanceMin: 1 });
    expect(allowances).toEqual([{ likesRemaining: 42 }]);
  });

  it('SET-05, LOC-06: the distance shows in the member`s unit, and one picked in kilometres is saved as whole miles', async () => {
    const { api, unit, store, save } = setup('km');
    await save.saveDistance(50);
    expect(api.saves.at(-1)).toEqual({ discovery: { distanceMax: 31 } });
    expect(store.distanceShown.value).toBe(50);
    expect(store.distanceBounds.value).toEqual({ min: 2, max: 161 });
    unit.value = 'mi';
    expect(store.distanceShown.value).toBe(31);
    expect(store.distanceBounds.value).toEqual({ min: 1, max: 100 });
  });

  it('SET-02: values out of bounds are refused on the device with their field errors; nothing is sent and recs do not reload', async () => {
    const { api, store, save, reloads } = setup();
    const result = await save.saveSettings({ ageMin: 17, distanceMax: 150 });
    expect(result).toEqual({
      ok: false,
      error: { code: INVALID_SETTINGS, fields: [{ field: 'ageMin', reason: 'range', min: 18, max: 100 }, { field: 'distanceMax', reason: 'range', min: 1, max: 100 }] },
    });
    expect(store.fieldErrors.value.map((e) => e.field)).toEqual(['ageMin', 'distanceMax']);
    expect(api.saves).toEqual([]);
    expect(reloads()).toBe(0);
  });

  it('RECS-06, SET-04: a saved change is a user-data update: the store holds it and recs reload once', async () => {
    const { store, save, reloads } = setup();
    const result = await save.saveSettings({ ageMin: 30, ageMax: 45, genders: [1] });
    expect(result.ok).toBe(true);
    expect(store.settings.value).toMatchObject({ ageMin: 30, ageMax: 45, genders: [1] });
    expect(store.fieldErrors.value).toEqual([]);
    expect(reloads()).toBe(1);
  });

  it('SET-07: without preference-filter access, turning a filter on opens the paywall and sends nothing; with it, the filters save', async () => {
    const { api, modals, load, save } = setup();
    await load.execute();
    const refused = await save.saveSettings({ preferences: { hasBio: true } });
    expect(refused).toMatchObject({ ok: false, error: { code: ErrorCode.PAYWALL_REQUIRED, paywall: { feature: 'preference_filters', requiredTier: 'plus' } } });
    expect(modals.queue.value).toEqual([{ kind: PAYWALL_MODAL, title: 'preference_filters', props: { feature: 'preference_filters', requiredTier: 'plus' } }]);
    expect(api.saves).toEqual([]);
    api.tier = 'gold';
    await load.execute();
    expect((await save.saveSettings({ preferences: { hasBio: true, passions: ['it_7'] } })).ok).toBe(true);
  });

  it('SET-10: a plus control the tier lacks is refused by the provider with the paywall; incognito turned on queues its modal', async () => {
    const { api, store, modals, save } = setup();
    const refused = await save.saveVisibility({ plusControl: { hideAge: true } });
    expect(refused).toMatchObject({ ok: false, error: { code: ErrorCode.PAYWALL_REQUIRED, paywall: { feature: 'your_profile' } } });
    expect(modals.queue.value.map((m) => m.kind)).toEqual([PAYWALL_MODAL]);
    modals.clear();
    expect((await save.saveVisibility({ presenceHidden: true, discoverable: false })).ok).toBe(true);
    expect(store.visibility.value).toMatchObject({ presenceHidden: true, discoverable: false });
    api.tier = 'plus';
    await save.saveVisibility({ plusControl: { discoverableParty: 'liked' } });
    expect(modals.queue.value).toEqual([{ kind: INCOGNITO_MODAL }]);
    await save.saveVisibility({ plusControl: { discoverableParty: 'liked' } });
    expect(modals.queue.value).toHaveLength(1);
  });

  it('SET-03: the tray applies its draft as the settings and closes; logout resets everything to the defaults', async () => {
    const { store, save, reloads } = setup();
    save.filters({ type: 'toggleOpen', focus: 'ageRange' });
    save.filters({ type: 'set', filters: { minAge: 21, maxAge: 29 } });
    expect((await save.applyFilters()).ok).toBe(true);
    expect(store.settings.value).toMatchObject({ ageMin: 21, ageMax: 29 });
    expect(store.tray.value.open).toBe(false);
    expect(reloads()).toBe(1);
    store.reset();
    expect(store.settings.value).toEqual(DEFAULT_DISCOVERY_SETTINGS);
    expect(store.status.value).toEqual({ kind: 'idle' });
  });

  it('SET-02: the provider`s field errors land like the device`s (here the stored lower age, unknown to the device, is above the new upper age)', async () => {
    const { api, store, save } = setup();
    api.settings = { ...DEFAULT_DISCOVERY_SETTINGS, ageMin: 40, ageMax: 50 };
    const refused = await save.saveSettings({ ageMax: 30 });
    expect(refused).toEqual({ ok: false, error: { code: ErrorCode.BAD_REQUEST, fields: [{ field: 'ageMax', reason: 'order' }] } });
    expect(store.fieldErrors.value).toEqual([{ field: 'ageMax', reason: 'order' }]);
    expect(store.saving.value).toBe(false);
  });
});
