import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared';
import { PUSH_DENIED, PUSH_UNSUPPORTED, PushDeviceUseCase, PushStore, pushPayload, shortenPushText, type PushStatus } from './index';
import { FakeDevicePush, FakePushApi } from './testing/fake-push';

const setUp = () => {
  const device = new FakeDevicePush();
  const api = new FakePushApi();
  const store = new PushStore();
  const seen: PushStatus[] = [];
  store.status.subscribe((s) => seen.push(s));
  const push = new PushDeviceUseCase({ device, api, store, deviceParam: () => 'dev-1', language: () => 'en' });
  return { device, api, store, seen, push };
};

describe('push on this device', () => {
  it('SET-11: before anything is read the state is unknown', () => {
    expect(new PushStore().status.value).toEqual({ kind: 'unknown' });
  });

  it('SET-11: reading the state: unsupported, denied, on only with a granted permission and a subscription, else off', async () => {
    const { device, store, push } = setUp();
    device.state = 'unsupported';
    device.current = { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' };
    await push.refresh();
    expect(store.status.value).toEqual({ kind: 'unsupported' });
    device.state = 'denied';
    await push.refresh();
    expect(store.status.value).toEqual({ kind: 'denied' });
    device.state = 'default';
    await push.refresh();
    expect(store.status.value).toEqual({ kind: 'off' });
    device.state = 'granted';
    await push.refresh();
    expect(store.status.value).toEqual({ kind: 'on' });
    device.current = null;
    await push.refresh();
    expect(store.status.value).toEqual({ kind: 'off' });
    expect(device.asked).toBe(0);
  });

  it('SET-11: on a device without push, turning it on asks nothing and says so', async () => {
    const { device, store, push, seen } = setUp();
    device.state = 'unsupported';
    expect(await push.enable()).toEqual({ ok: false, error: { code: PUSH_UNSUPPORTED } });
    expect(store.status.value).toEqual({ kind: 'unsupported' });
    expect(seen.map((s) => s.kind)).toEqual(['unknown', 'unsupported']);
    expect(device.asked).toBe(0);
  });

  it('SET-11: turning push on shows the work in progress; an earlier granted permission is not asked again', async () => {
    const { device, store, push, seen } = setUp();
    device.state = 'granted';
    device.answer = 'denied';
    expect(await push.enable()).toEqual({ ok: true, value: undefined });
    expect(device.asked).toBe(0);
    expect(seen).toEqual([{ kind: 'unknown' }, { kind: 'working' }, { kind: 'on' }]);
    expect(store.status.value).toEqual({ kind: 'on' });
  });

  it('SET-11: a question dismissed without an answer leaves push off with the reason; a refusal leaves it denied', async () => {
    const { device, store, push } = setUp();
    device.answer = 'default';
    expect(await push.enable()).toEqual({ ok: false, error: { code: PUSH_DENIED } });
    expect(store.status.value).toEqual({ kind: 'off', failed: PUSH_DENIED });
    device.answer = 'denied';
    expect(await push.enable()).toEqual({ ok: false, error: { code: PUSH_DENIED } });
    expect(store.status.value).toEqual({ kind: 'denied' });
  });

  it('SET-11: a subscription the device refuses is not unsubscribed again and push stays off with its reason', async () => {
    const { device, store, push } = setUp();
    let unsubscribed = 0;
    device.unsubscribe = () => {
      unsubscribed += 1;
      device.current = null;
      return Promise.resolve();
    };
    device.subscribe = () => Promise.resolve(err({ code: 'PUSH.NO_SERVICE' }));
    expect(await push.enable()).toEqual({ ok: false, error: { code: 'PUSH.NO_SERVICE' } });
    expect(unsubscribed).toBe(0);
    expect(store.status.value).toEqual({ kind: 'off', failed: 'PUSH.NO_SERVICE' });
  });

  it('SET-11: turning push off shows the work; a device the server no longer knows (404) is off all the same', async () => {
    for (const code of [40400, 404]) {
      const { device, api, store, push, seen } = setUp();
      device.state = 'granted';
      device.current = { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' };
      api.unregister = () => Promise.resolve(err({ code }));
      expect(await push.disable()).toEqual({ ok: true, value: undefined });
      expect(device.current).toBeNull();
      expect(seen).toEqual([{ kind: 'unknown' }, { kind: 'working' }, { kind: 'off' }]);
      expect(store.status.value).toEqual({ kind: 'off' });
    }
  });

  it('SET-11: when the server refuses to forget the device, push stays on and the subscription is kept', async () => {
    const { device, api, store, push } = setUp();
    const current = { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' };
    device.current = current;
    api.unregister = () => Promise.resolve(err({ code: 50000 }));
    expect(await push.disable()).toEqual({ ok: false, error: { code: 50000 } });
    expect(device.current).toBe(current);
    expect(store.status.value).toEqual({ kind: 'on' });
    api.unregister = () => Promise.resolve(ok(undefined));
    expect((await push.disable()).ok).toBe(true);
    expect(store.status.value).toEqual({ kind: 'off' });
  });

  it('SET-11: at sign-out the state is unknown again', async () => {
    const { store, push } = setUp();
    await push.enable();
    expect(store.status.value).toEqual({ kind: 'on' });
    await push.signedOut();
    expect(store.status.value).toEqual({ kind: 'unknown' });
  });

  it('SET-11: a text of exactly the limit is kept whole; a longer one is cut to the limit with an ellipsis, its start kept as written', () => {
    expect(shortenPushText('abcde', 5)).toBe('abcde');
    expect(shortenPushText('abcdef', 5)).toBe('abcd…');
    expect(shortenPushText('abc   def', 5)).toBe('abc…');
    expect(shortenPushText(' x', 5)).toBe('x');
  });

  it('SET-11: a notification has a kind, and a message without text has an empty body', () => {
    const words = { matchTitle: 'Match with {name}', matchBody: 'Say hi to {name}', messageTitle: 'From {name}' };
    expect(pushPayload({ kind: 'match', matchId: 'm-1', name: 'Ana' }, words).kind).toBe('match');
    expect(pushPayload({ kind: 'message', matchId: 'm-1', name: 'Ana' }, words)).toEqual({
      kind: 'message',
      title: 'From Ana',
      body: '',
      url: '/app/messages/m-1',
      tag: 'message-m-1',
    });
  });
});
