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

  it('SEC-SESS-05: a first load shows loading; a reload keeps the list on screen until the answer', async () => {
    const { api, store, manage } = setup();
    expect(store.state.value).toEqual({ kind: 'idle' });
    api.devices = [fakeDevice('me', { current: true })];
    const first = manage.load();
    expect(store.state.value).toEqual({ kind: 'loading' });
    await first;
    const reload = manage.load();
    expect(store.state.value.kind).toBe('ready');
    await reload;
    store.clear();
    expect(store.state.value).toEqual({ kind: 'idle' });
    expect(store.ending.value.size).toBe(0);
  });

  it('SEC-SESS-06: a device cannot be ended twice at once, nor before the list is loaded, nor when it is not in the list', async () => {
    const { api, store, manage } = setup();
    api.devices = [fakeDevice('me', { current: true }), fakeDevice('a'), fakeDevice('b')];
    expect((await manage.end('a')).ok).toBe(false);
    await manage.load();
    expect((await manage.end('zzz')).ok).toBe(false);
    const first = manage.end('a');
    const second = manage.end('b');
    expect(await manage.end('a')).toEqual({ ok: false, error: { code: DevicesErrorCode.NOT_ENDABLE, message: 'Not a device to end' } });
    await Promise.all([first, second]);
    expect(api.ended).toEqual(['a', 'b']);
    expect(ids(store)).toEqual(['me']);
  });

  it('SEC-SESS-06: finishing an ending that removed nothing keeps the same list; a failed list stays failed', () => {
    const store = new DevicesStore();
    store.loaded([fakeDevice('me', { current: true }), fakeDevice('a')]);
    const before = store.state.value;
    store.startEnding(['a', 'b']);
    store.finishEnding(['a'], []);
    expect(store.state.value).toBe(before);
    expect([...store.ending.value]).toEqual(['b']);
    store.failed({ code: 'API.NETWORK' });
    store.finishEnding(['b'], ['b']);
    expect(store.state.value).toEqual({ kind: 'failed', error: { code: 'API.NETWORK' } });
    expect(store.ending.value.size).toBe(0);
  });

  it('SEC-SESS-07: while all others end they show as under way; on success the list is read again, on failure it stays', async () => {
    const { api, store, manage } = setup();
    api.devices = [fakeDevice('me', { current: true }), fakeDevice('a'), fakeDevice('b')];
    await manage.load();
    let lists = 0;
    const list = api.list.bind(api);
    api.list = () => {
      lists += 1;
      return list();
    };
    api.failure = { code: 'API.NETWORK' };
    const failing = manage.endOthers();
    expect([...store.ending.value].sort()).toEqual(['a', 'b']);
    expect((await failing).ok).toBe(false);
    expect(ids(store)).toEqual(['me', 'a', 'b']);
    expect(store.ending.value.size).toBe(0);
    expect(lists).toBe(0);
    api.failure = undefined;
    expect(await manage.endOthers()).toEqual({ ok: true, value: 2 });
    expect(lists).toBe(1);
    expect(ids(store)).toEqual(['me']);
  });

  it('SEC-SESS-07: ending all others before the list is loaded ends them on the server and loads the list', async () => {
    const { api, store, manage } = setup();
    api.devices = [fakeDevice('me', { current: true }), fakeDevice('a')];
    expect((await manage.endOthers()).ok).toBe(true);
    expect(store.ending.value.size).toBe(0);
    expect(ids(store)).toEqual(['me']);
  });
});
