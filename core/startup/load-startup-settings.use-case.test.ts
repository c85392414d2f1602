import { describe, expect, it } from 'vitest';
import { MemoryLogger, flushMicrotasks } from '../shared/testing';
import { DEFAULT_APP_SETTINGS } from './app-settings';
import { LoadStartupSettingsUseCase } from './load-startup-settings.use-case';
import { StartupStore } from './startup.store';
import { FakeStartupApi } from './testing/fake-startup-api';

const setup = () => {
  const api = new FakeStartupApi();
  const store = new StartupStore();
  const logger = new MemoryLogger();
  const load = new LoadStartupSettingsUseCase({ api, store, logger, deviceId: () => 'device-1' });
  return { api, store, logger, load };
};

describe('loading the start-up settings', () => {
  it('APP-01, LEV-07: settings and levers load together, once; preAuthLeversLoaded turns true when the levers are in', async () => {
    const { api, store, load } = setup();
    api.settings = { ...DEFAULT_APP_SETTINGS, distanceUnit: 'mi', isGoldEnabled: false };
    api.levers = { levers: { preferences: { pid: 'exp_7', value: true } } };
    api.hold();
    const first = load.execute();
    const second = load.execute();
    await flushMicrotasks();
    expect(store.preAuthLeversLoaded.value).toBe(false);
    expect(store.settingsLoaded.value).toBe(false);
    api.release();
    await Promise.all([first, second]);
    expect(api.deviceIds).toEqual(['device-1']);
    expect(store.preAuthLeversLoaded.value).toBe(true);
    expect(store.levers.value).toEqual({ preferences: { pid: 'exp_7', value: true } });
    expect(store.settings.value.distanceUnit).toBe('mi');
    expect(store.settings.value.isGoldEnabled).toBe(false);
  });

  it('CONF-05: a partial answer is used, and the missing fields are logged as a warning', async () => {
    const { api, store, logger, load } = setup();
    api.settings = { distanceUnit: 'mi' };
    await load.execute();
    expect(store.settings.value.distanceUnit).toBe('mi');
    expect(store.settings.value.typingTimeout).toBe(DEFAULT_APP_SETTINGS.typingTimeout);
    const warning = logger.entries.find((entry) => entry.level === 'warn' && entry.message.startsWith('app settings'));
    expect(warning?.context?.fields).toEqual(expect.arrayContaining(['typingTimeout', 'isGoldEnabled', 'maxLengths.school']));
  });

  it('APP-01: a provider that cannot answer leaves the defaults and still ends the load, so start-up goes on', async () => {
    const { api, store, logger, load } = setup();
    api.failSettings = true;
    api.failLevers = true;
    await load.execute();
    expect(store.preAuthLeversLoaded.value).toBe(true);
    expect(store.levers.value).toEqual({});
    expect(store.settings.value).toEqual(DEFAULT_APP_SETTINGS);
    expect(logger.messages('warn')).toHaveLength(2);
  });
});
