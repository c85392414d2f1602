import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUSH_DENIED, PushDeviceUseCase, PushStore, pushPayload, pushTarget, pushWanted, shortenPushText } from './index';
import { FakeDevicePush, FakePushApi } from './testing/fake-push';

const words = { matchTitle: 'New match', matchBody: 'You and {name} like each other.', messageTitle: '{name}' };

describe('push notifications', () => {
  it('SET-11: a message notification shows the sender`s name and the text shortened to 100 characters; a click opens the conversation', () => {
    const long = `${'a'.repeat(150)}`;
    const p = pushPayload({ kind: 'message', matchId: 'm-1', name: 'Ana', text: long }, words);
    expect(p.title).toBe('Ana');
    expect([...p.body].length).toBe(100);
    expect(p.body.endsWith('…')).toBe(true);
    expect(p.url).toBe('/app/messages/m-1');
    expect(p.tag).toBe('message-m-1');
    expect(pushPayload({ kind: 'message', matchId: 'm-1', name: 'Ana', text: ' hi\n\nthere ' }, words).body).toBe('hi there');
    const match = pushPayload({ kind: 'match', matchId: 'm-2', name: 'Bo', text: 'ignored' }, words);
    expect(match).toEqual({ kind: 'match', title: 'New match', body: 'You and Bo like each other.', url: '/app/matches', tag: 'match-m-2' });
    expect(pushTarget('match', 'x')).toBe('/app/matches');
  });

  it('SET-11: a shortened text is never longer than the limit and is the start of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const short = shortenPushText(text, max);
        expect([...short].length).toBeLessThanOrEqual(max);
        const flat = text.replace(/\s+/g, ' ').trim();
        expect(flat.startsWith(short.endsWith('…') && short !== flat ? short.slice(0, -1).trimEnd() : short)).toBe(true);
      }),
    );
  });

  it('SET-11: the member`s push preferences decide: match for a new match, message for a new message', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (match, message) => {
        expect(pushWanted({ match, message }, 'match')).toBe(match);
        expect(pushWanted({ match, message }, 'message')).toBe(message);
      }),
    );
  });

  const setUp = () => {
    const device = new FakeDevicePush();
    const api = new FakePushApi();
    const store = new PushStore();
    const push = new PushDeviceUseCase({ device, api, store, deviceParam: () => 'dev-1', language: () => 'ar' });
    return { device, api, store, push };
  };

  it('SET-11: reading the state asks nothing; turning push on asks once, subscribes with the server`s key and registers the device', async () => {
    const { device, api, store, push } = setUp();
    await push.refresh();
    expect(device.asked).toBe(0);
    expect(store.status.value).toEqual({ kind: 'off' });
    expect((await push.enable()).ok).toBe(true);
    expect(device.asked).toBe(1);
    expect(device.subscribedWith).toEqual(['BFakePublicKey']);
    expect(api.devices.get('dev-1')).toEqual({ subscription: device.current, language: 'ar' });
    expect(store.status.value).toEqual({ kind: 'on' });
    await push.refresh();
    expect(store.status.value).toEqual({ kind: 'on' });
    expect((await push.disable()).ok).toBe(true);
    expect(api.devices.size).toBe(0);
    expect(device.current).toBeNull();
    expect(store.status.value).toEqual({ kind: 'off' });
  });

  it('SET-11: a refused permission or a refused registration leaves push off with the reason, and no subscription behind', async () => {
    const { device, api, store, push } = setUp();
    device.answer = 'denied';
    expect(await push.enable()).toEqual({ ok: false, error: { code: PUSH_DENIED } });
    expect(store.status.value).toEqual({ kind: 'denied' });
    const second = setUp();
    second.api.refuseNext = { code: 40000 };
    expect((await second.push.enable()).ok).toBe(false);
    expect(second.store.status.value).toEqual({ kind: 'off', failed: 40000 });
    expect(second.device.current).toBeNull();
    expect(api.devices.size).toBe(0);
  });

  it('SET-11: at sign-out the device drops its subscription', async () => {
    const { device, push } = setUp();
    await push.enable();
    await push.signedOut();
    expect(device.current).toBeNull();
  });
});
