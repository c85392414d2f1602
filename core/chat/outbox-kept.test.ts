import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import { fromStoredEntry, toStoredEntry, type MediaItem, type OutboxEntry } from './index';
import { chatClient, FakeInbox, MemoryOutboxPersistence } from './testing';

const gif: MediaItem = { id: 'gif_hello', type: 'gif', title: 'Hello!', url: '/api/gif/assets/gif_hello.svg', width: 200, height: 150 };

const base = { clientId: 'c1_1767225600000', matchId: 'm1', createdAt: 1_767_225_600_000, attempts: 2 } as const;

const setup = () => {
  const time = new FakeTime();
  const inbox = new FakeInbox('me', time);
  const persistence = new MemoryOutboxPersistence();
  const make = () => chatClient({ inbox, clock: time, ids: new SequentialIds(), logger: new MemoryLogger(), persistence });
  return { time, inbox, persistence, make, settle: (ms = 10) => time.advanceAsync(ms) };
};

describe('CHAT-15: the outbox kept across reloads', () => {
  it('CHAT-15: a text entry is kept as its text, a GIF as its item; a failure keeps its code and whether it was transient', () => {
    expect(toStoredEntry({ ...base, content: { kind: 'text', text: 'hi' }, state: 'pending' })).toEqual({
      ...base,
      kind: 'text',
      text: 'hi',
      media: null,
      failed: false,
      failure: null,
    });
    expect(toStoredEntry({ ...base, content: { kind: 'gif', item: gif }, state: 'failed', failure: 50000, transient: true })).toEqual({
      ...base,
      kind: 'gif',
      text: '',
      media: gif,
      failed: true,
      failure: 'transient:50000',
    });
    expect(toStoredEntry({ ...base, content: { kind: 'text', text: 'x' }, state: 'failed', failure: 'API.INVALID_REQUEST' }).failure).toBe('API.INVALID_REQUEST');
  });

  it('CHAT-15: a kept entry comes back pending unless it failed, with its code as it was (a number stays a number)', () => {
    const stored = { ...base, kind: 'text' as const, text: 'hi', media: null, failed: false, failure: null };
    expect(fromStoredEntry(stored)).toEqual({ ...base, content: { kind: 'text', text: 'hi' }, state: 'pending' });
    expect(fromStoredEntry({ ...stored, kind: 'gif', text: '', media: gif, failed: true, failure: 'transient:50000' })).toEqual({
      ...base,
      content: { kind: 'gif', item: gif },
      state: 'failed',
      failure: 50000,
      transient: true,
    });
    // A GIF kept without its item is shown as its text.
    expect(fromStoredEntry({ ...stored, kind: 'gif', text: '/x.gif', media: null }).content).toEqual({ kind: 'text', text: '/x.gif' });
    for (const [kept, back] of [
      ['40400', 40400],
      ['12ab', '12ab'],
      ['ab12', 'ab12'],
      ['API.NETWORK', 'API.NETWORK'],
      ['x transient:5', 'x transient:5'],
    ] as const) {
      const entry = fromStoredEntry({ ...stored, failed: true, failure: kept });
      expect(entry.failure).toBe(back);
      expect('transient' in entry).toBe(false);
    }
  });

  it('CHAT-15: any entry kept and read back is the same entry (one being sent comes back pending)', () => {
    const code = fc.oneof(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom('API.NETWORK', 'API.INVALID_REQUEST', 'E12', '1a'));
    const content = fc.oneof(fc.string().map((text) => ({ kind: 'text' as const, text })), fc.constant({ kind: 'gif' as const, item: gif }));
    const entry = fc.record({
      content,
      state: fc.constantFrom('pending' as const, 'sending' as const, 'failed' as const),
      attempts: fc.nat(10),
      failure: fc.option(fc.tuple(code, fc.boolean()), { nil: undefined }),
    });
    fc.assert(
      fc.property(entry, ({ content: made, state, attempts, failure }) => {
        const original: OutboxEntry = {
          ...base,
          attempts,
          content: made,
          state: failure === undefined ? state : 'failed',
          ...(failure === undefined ? {} : { failure: failure[0], ...(failure[1] ? { transient: true } : {}) }),
        };
        const back = fromStoredEntry(JSON.parse(JSON.stringify(toStoredEntry(original))));
        expect(back).toEqual({ ...original, state: original.state === 'sending' ? 'pending' : original.state });
      }),
    );
  });

  it('CHAT-15: with nothing kept and nothing to send the outbox is not written; with something kept it is', async () => {
    const { make, persistence, settle } = setup();
    const client = make();
    await client.start();
    await settle();
    expect(persistence.saves).toBe(0);
    client.stop();
    persistence.state = { userId: 'someone-else', entries: [toStoredEntry({ ...base, content: { kind: 'text', text: 'theirs' }, state: 'pending' })] };
    const next = make();
    await next.start();
    await settle();
    expect(persistence.saves).toBe(1);
    expect(persistence.state).toEqual({ userId: 'me', entries: [] });
    next.stop();
  });

  it('CHAT-15: a sign-out before the kept outbox is read leaves it unsent; sending stops at sign-out', async () => {
    const { inbox, make, persistence, settle } = setup();
    const lena = inbox.addMatch('Lena');
    persistence.state = { userId: 'me', entries: [toStoredEntry({ ...base, matchId: lena, content: { kind: 'text', text: 'kept' }, state: 'pending' })] };
    const client = make();
    const starting = client.start();
    client.sender.stop();
    await starting;
    await settle();
    expect(client.chat.outbox.value).toEqual([]);
    expect(inbox.conversation(lena)).toEqual([]);
    client.stop();
    persistence.state = { userId: null, entries: [] };
    const later = make();
    await later.start();
    later.sender.stop();
    later.send.send(lena, { kind: 'text', text: 'after' });
    await settle(60_000);
    expect(inbox.conversation(lena)).toEqual([]);
    expect(later.chat.outbox.value.map((entry) => entry.state)).toEqual(['pending']);
    later.stop();
  });

  it('CHAT-15: the link going down sends nothing again; only coming back does, and only what failed for a transient reason', async () => {
    const { inbox, make, settle } = setup();
    const lena = inbox.addMatch('Lena');
    const client = make();
    await client.start();
    inbox.failNext(40400, { status: 404 });
    client.send.send(lena, { kind: 'text', text: 'refused' });
    await settle();
    inbox.offline = true;
    client.send.send(lena, { kind: 'text', text: 'offline' });
    await settle(5 * 60_000);
    expect(client.chat.outbox.value.map((entry) => [entry.state, entry.attempts, entry.transient ?? false])).toEqual([
      ['failed', 1, false],
      ['failed', 6, true],
    ]);
    inbox.offline = false;
    inbox.realtime.down();
    await settle(100);
    expect(inbox.conversation(lena)).toEqual([]);
    inbox.realtime.up();
    await settle(100);
    expect(inbox.conversation(lena).map((message) => message.text)).toEqual(['offline']);
    expect(client.chat.outbox.value.map((entry) => entry.state)).toEqual(['failed']);
    client.stop();
  });

  it('CHAT-15: transient failures wait 1 s, then 2 s, before the next try', async () => {
    const { inbox, make, settle } = setup();
    const lena = inbox.addMatch('Lena');
    const client = make();
    await client.start();
    inbox.offline = true;
    client.send.send(lena, { kind: 'text', text: 'hi' });
    await settle(10);
    const sends = () => inbox.calls.filter((call) => call.kind === 'send').length;
    expect(sends()).toBe(1);
    expect(client.chat.outbox.value[0]).toMatchObject({ state: 'pending', attempts: 1 });
    await settle(980);
    expect(sends()).toBe(1);
    await settle(30);
    expect(sends()).toBe(2);
    await settle(1_950);
    expect(sends()).toBe(2);
    inbox.offline = false;
    await settle(60);
    expect(sends()).toBe(3);
    expect(inbox.conversation(lena).map((message) => message.text)).toEqual(['hi']);
    client.stop();
  });
});
