import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DevicesStore } from './devices.store';
import { DevicesErrorCode, ManageDevicesUseCase } from './manage-devices.use-case';
import { byCurrentThenRecent, endable } from './signed-in-device';
import { fakeDevice, FakeDevicesApi } from './testing/fake-devices-api';

const setup = () => {
  const api = new FakeDevicesApi();
  const store = new DevicesStore();
  return { api, store, manage: new ManageDevicesUseCase({ api, store }) };
};

const ids = (store: DevicesStore): string[] => {
  const state = store.state.value;
  return state.kind === 'ready' ? state.devices.map((d) => d.id) : [];
};

describe('signed-in devices', () => {
  it('SEC-SESS-05: the list puts this device first, then the others from the most recently active', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 8 }), fc.nat(), (times, pick) => {
        const devices = times.map((t, i) => fakeDevice(`d${i}`, { lastActiveAt: t, current: i === pick % times.length }));
        const sorted = byCurrentThenRecent(devices);
        expect(sorted[0]!.current).toBe(true);
        const others = sorted.slice(1).map((d) => d.lastActiveAt);
        expect(others).toEqual([...others].sort((a, b) => b - a));
        expect(endable(sorted)).toHaveLength(devices.length - 1);
      }),
    );
  });

  it('SEC-SESS-05: load answers the list in order; a failure is kept as a value', async () => {
    const { api, store, manage } = setup();
    api.devices = [fakeDevice('old', { lastActiveAt: 1 }), fakeDevice('me', { current: true }), fakeDevice('new', { lastActiveAt: 5 })];
    expect((await manage.load()).ok).toBe(true);
    expect(ids(store)).toEqual(['me', 'new', 'old']);
    api.failure = { code: 'API.NETWORK' };
    await manage.load();
    expect(store.state.value).toEqual({ kind: 'failed', error: { code: 'API.NETWORK' } });
  });

  it('SEC-SESS-06: ending another device removes it once the server confirmed; this device cannot be ended here', async () => {
    const { api, store, manage } = setup();
    api.devices = [fakeDevice('me', { current: true }), fakeDevice('phone', { lastActiveAt: 2 })];
    await manage.load();
    const ending = manage.end('phone');
    expect(store.ending.value.has('phone')).toBe(true);
    expect((await ending).ok).toBe(true);
    expect(ids(store)).toEqual(['me']);
    expect(store.ending.value.size).toBe(0);
    expect(api.ended).toEqual(['phone']);
    expect(await manage.end('me')).toEqual({ ok: false, error: { code: DevicesErrorCode.NOT_ENDABLE, message: 'Not a device to end' } });
  });

  it('SEC-SESS-06: a device ended meanwhile elsewhere (40400) leaves the list too; a network failure keeps it', async () => {
    const { api, store, manage } = setup();
    api.devices = [fakeDevice('me', { current: true }), fakeDevice('a'), fakeDevice('b')];
    await manage.load();
    api.devices = api.devices.filter((d) => d.id !== 'a');
    expect((await manage.end('a')).ok).toBe(true);
    api.failure = { code: 'API.NETWORK' };
    expect((await manage.end('b')).ok).toBe(false);
    expect(ids(store)).toEqual(['me', 'b']);
  });

  it('SEC-SESS-07: ending all others leaves this device alone and answers how many ended', async () => {
    const { api, store, manage } = setup();
    api.devices = [fakeDevice('a'), fakeDevice('me', { current: true }), fakeDevice('b')];
    await manage.load();
    expect(await manage.endOthers()).toEqual({ ok: true, value: 2 });
    expect(ids(store)).toEqual(['me']);
  });
});
