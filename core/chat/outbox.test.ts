import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import { classifyDeliveryFailure, MAX_TRANSIENT_ATTEMPTS, nextToDeliver, retryDelayMs, type OutboxEntry } from './outbox';
import { chatClient, FakeInbox, MemoryOutboxPersistence, type ChatClient } from './testing';

const setup = () => {
  const time = new FakeTime();
  const inbox = new FakeInbox('me', time);
  const persistence = new MemoryOutboxPersistence();
  const ids = new SequentialIds();
  const make = () => chatClient({ inbox, clock: time, ids, logger: new MemoryLogger(), persistence });
  return { time, inbox, persistence, make, settle: (ms = 10) => time.advanceAsync(ms) };
};

const rows = (client: ChatClient, matchId: string) =>
  client.chat.items(matchId).value.map((item) => (item.kind === 'message' ? `${item.message.text} (${item.delivery ?? 'theirs'})` : `${item.entry.content.kind === 'text' ? item.entry.content.text : item.entry.content.item.id} (${item.delivery})`));

const texts = (inbox: FakeInbox, matchId: string) => inbox.conversation(matchId).map((message) => message.text);

describe('the outbox', () => {
  it('CHAT-15: a message shows at once as pending, then as sent once the server answers; the server holds it once', async () => {
    const { inbox, make, settle } = setup();
    const client = make();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    const sent = client.send.send(lena, { kind: 'text', text: '  Hi Lena!  ' });
    expect(sent.ok).toBe(true);
    expect(rows(client, lena)).toEqual(['Hi Lena! (pending)']);
    await settle();
    expect(rows(client, lena)).toEqual(['Hi Lena! (sent)']);
    expect(client.chat.outbox.value).toEqual([]);
    expect(texts(inbox, lena)).toEqual(['Hi Lena!']);
    expect(inbox.conversation(lena)[0]?.clientId).toBe(sent.ok ? sent.value : '');
    expect(client.matches.match(lena)?.lastMessage?.text).toBe('Hi Lena!');
    client.stop();
  });

  it('CHAT-15: empty text and text over 5,000 characters are refused on the device; nothing is sent', async () => {
    const { inbox, make } = setup();
    const client = make();
    const lena = inbox.addMatch('Lena');
    await client.start();
    expect(client.send.send(lena, { kind: 'text', text: '   ' })).toMatchObject({ ok: false, error: { code: 'CHAT.EMPTY' } });
    expect(client.send.send(lena, { kind: 'text', text: 'x'.repeat(5001) })).toMatchObject({ ok: false, error: { code: 'CHAT.TOO_LONG' } });
    expect(client.send.send(lena, { kind: 'text', text: 'x'.repeat(5000) }).ok).toBe(true);
    expect(client.send.send('unknown', { kind: 'text', text: 'hi' })).toMatchObject({ ok: false, error: { code: 'CHAT.NO_SUCH_MATCH' } });
    client.stop();
  });

  it('CHAT-15: written offline, the messages wait as pending, survive a reload, and go in order once the network is back', async () => {
    const { inbox, make, settle, persistence } = setup();
    const first = make();
    const lena = inbox.addMatch('Lena');
    await first.start();
    inbox.offline = true;
    inbox.realtime.down();
    for (const text of ['one', 'two', 'three']) first.send.send(lena, { kind: 'text', text });
    await settle(3000);
    expect(first.chat.outbox.value.map((entry) => entry.state)).toEqual(['pending', 'pending', 'pending']);
    expect(persistence.state.entries.map((entry) => entry.text)).toEqual(['one', 'two', 'three']);
    // The page reloads: a new client on the same kept outbox.
    first.stop();
    const second = make();
    await second.start();
    await second.conversations.open(lena);
    expect(rows(second, lena)).toEqual(['one (pending)', 'two (pending)', 'three (pending)']);
    const kept = second.chat.outbox.value.map((entry) => entry.clientId);
    inbox.offline = false;
    inbox.realtime.up();
    await settle(100);
    expect(texts(inbox, lena)).toEqual(['one', 'two', 'three']);
    expect(inbox.conversation(lena).map((message) => message.clientId)).toEqual(kept);
    expect(rows(second, lena)).toEqual(['one (sent)', 'two (sent)', 'three (sent)']);
    expect(persistence.state.entries).toEqual([]);
    second.stop();
  });

  it('CHAT-15: an answer lost on the way back is retried with the same id: the server answers the stored message, never a second one', async () => {
    const { inbox, make, settle } = setup();
    const client = make();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    // No nudge brings the stored message back in between: only the retry can settle it.
    inbox.realtime.down();
    inbox.loseNextAnswers(1);
    client.send.send(lena, { kind: 'text', text: 'only once' });
    await settle(5);
    expect(texts(inbox, lena)).toEqual(['only once']);
    expect(rows(client, lena)).toEqual(['only once (pending)']);
    await settle(1500);
    expect(texts(inbox, lena)).toEqual(['only once']);
    expect(inbox.calls.filter((call) => call.kind === 'send').map((call) => call.clientId)).toHaveLength(2);
    expect(new Set(inbox.calls.filter((call) => call.kind === 'send').map((call) => call.clientId)).size).toBe(1);
    expect(rows(client, lena)).toEqual(['only once (sent)']);
    client.stop();
  });

  it(`CHAT-15: after ${MAX_TRANSIENT_ATTEMPTS} failed tries a message shows failed, later ones wait behind it; the link coming back sends them again with the same ids`, async () => {
    const { inbox, make, settle } = setup();
    const client = make();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    inbox.offline = true;
    client.send.send(lena, { kind: 'text', text: 'first' });
    client.send.send(lena, { kind: 'text', text: 'second' });
    await settle(5 * 60_000);
    expect(rows(client, lena)).toEqual(['first (failed)', 'second (pending)']);
    const firstId = client.chat.outbox.value[0]!.clientId;
    inbox.offline = false;
    inbox.realtime.down();
    inbox.realtime.up();
    await settle(100);
    expect(rows(client, lena)).toEqual(['first (sent)', 'second (sent)']);
    expect(inbox.conversation(lena)[0]?.clientId).toBe(firstId);
    client.stop();
  });

  it('CHAT-15: a message the server refuses (the match ended) fails; the member may send it again or discard it', async () => {
    const { inbox, make, settle } = setup();
    const client = make();
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.failNext(40400, { status: 404 });
    const refused = client.send.send(lena, { kind: 'text', text: 'hello?' });
    client.send.send(lena, { kind: 'text', text: 'goes on' });
    await settle();
    expect(client.chat.outbox.value.map((entry) => [entry.state, entry.failure])).toEqual([['failed', 40400]]);
    expect(texts(inbox, lena)).toEqual(['goes on']);
    const clientId = refused.ok ? refused.value : '';
    expect(client.send.retry(clientId).ok).toBe(true);
    await settle();
    expect(texts(inbox, lena)).toEqual(['goes on', 'hello?']);
    expect(client.send.retry(clientId).ok).toBe(false);
    inbox.failNext(40000, { status: 400 });
    const again = client.send.send(lena, { kind: 'text', text: 'bad' });
    await settle();
    expect(client.send.discard(again.ok ? again.value : '').ok).toBe(true);
    expect(client.chat.outbox.value).toEqual([]);
    client.stop();
  });

  it('CHAT-15: a rate limit waits as long as the server says, then sends', async () => {
    const { inbox, make, settle } = setup();
    const client = make();
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.failNext(42901, { status: 429, retryAfterMs: 7000 });
    client.send.send(lena, { kind: 'text', text: 'later' });
    await settle(6990);
    expect(texts(inbox, lena)).toEqual([]);
    await settle(20);
    expect(texts(inbox, lena)).toEqual(['later']);
    client.stop();
  });

  it('CHAT-09, CHAT-10: a GIF or a sticker goes through the outbox like text', async () => {
    const { inbox, make, settle } = setup();
    const client = make();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    client.send.send(lena, { kind: 'gif', item: { id: 'gif_hello', type: 'gif', title: 'Hello!', url: '/api/gif/assets/gif_hello.svg', width: 200, height: 150 } });
    expect(client.chat.items(lena).value[0]).toMatchObject({ kind: 'outgoing', renderer: 'gif', delivery: 'pending' });
    await settle();
    expect(client.chat.items(lena).value[0]).toMatchObject({ kind: 'message', renderer: 'gif', delivery: 'sent', message: { type: 'gif', media: { id: 'gif_hello' } } });
    client.stop();
  });

  it('CHAT-15: another member signing in on the device never sends the outbox kept for someone else', async () => {
    const { time, inbox, persistence, settle } = setup();
    persistence.state = {
      userId: 'someone-else',
      entries: [{ clientId: 'x_1767225600000', matchId: 'match-1', createdAt: 0, kind: 'text', text: 'not mine', media: null, attempts: 0, failed: false, failure: null }],
    };
    inbox.addMatch('Lena');
    const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger: new MemoryLogger(), persistence });
    await client.start();
    await settle();
    expect(client.chat.outbox.value).toEqual([]);
    expect(inbox.calls.filter((call) => call.kind === 'send')).toEqual([]);
    client.stop();
  });
});

describe('the outbox rules', () => {
  const entry = (clientId: string, createdAt: number, state: OutboxEntry['state'], transient?: boolean): OutboxEntry => ({
    clientId,
    matchId: 'm1',
    createdAt,
    content: { kind: 'text', text: clientId },
    state,
    attempts: 0,
    ...(transient === undefined ? {} : { transient }),
  });

  it('CHAT-15: the next to deliver is the oldest pending one; a transient failure or a send under way holds the rest; a refused one is passed', () => {
    expect(nextToDeliver([entry('b', 2, 'pending'), entry('a', 1, 'pending')], 'm1')?.clientId).toBe('a');
    expect(nextToDeliver([entry('a', 1, 'failed', true), entry('b', 2, 'pending')], 'm1')).toBeUndefined();
    expect(nextToDeliver([entry('a', 1, 'sending'), entry('b', 2, 'pending')], 'm1')).toBeUndefined();
    expect(nextToDeliver([entry('a', 1, 'failed'), entry('b', 2, 'pending')], 'm1')?.clientId).toBe('b');
    expect(nextToDeliver([entry('a', 1, 'pending')], 'm2')).toBeUndefined();
  });

  it('CHAT-15: network trouble and server faults are retried (1 s, doubling, at most 30 s); a rate limit waits; a refusal fails', () => {
    expect(classifyDeliveryFailure({ code: 'API.NETWORK' })).toEqual({ kind: 'transient' });
    expect(classifyDeliveryFailure({ code: 'API.TIMEOUT' })).toEqual({ kind: 'transient' });
    expect(classifyDeliveryFailure({ code: 50000, status: 500 })).toEqual({ kind: 'transient' });
    expect(classifyDeliveryFailure({ code: 'API.HTTP', status: 503 })).toEqual({ kind: 'transient' });
    expect(classifyDeliveryFailure({ code: 42901, status: 429, retryAfterMs: 3000 })).toEqual({ kind: 'rate-limited', waitMs: 3000 });
    expect(classifyDeliveryFailure({ code: 40400, status: 404 })).toEqual({ kind: 'refused' });
    expect(classifyDeliveryFailure({ code: 40000, status: 400 })).toEqual({ kind: 'refused' });
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('CHAT-15: each signal of a rate limit waits (10 s when the server gives no time); a bad request or answer is refused; a 5xx status, or a code from 50000, is transient', () => {
    expect(classifyDeliveryFailure({ code: 42901 })).toEqual({ kind: 'rate-limited', waitMs: 10_000 });
    expect(classifyDeliveryFailure({ code: 'API.RATE_LIMITED' })).toEqual({ kind: 'rate-limited', waitMs: 10_000 });
    expect(classifyDeliveryFailure({ code: 40000, status: 429 })).toEqual({ kind: 'rate-limited', waitMs: 10_000 });
    expect(classifyDeliveryFailure({ code: 'API.INVALID_REQUEST' })).toEqual({ kind: 'refused' });
    expect(classifyDeliveryFailure({ code: 'API.BAD_RESPONSE' })).toEqual({ kind: 'refused' });
    expect(classifyDeliveryFailure({ code: 40000, status: 500 })).toEqual({ kind: 'transient' });
    expect(classifyDeliveryFailure({ code: 40000, status: 499 })).toEqual({ kind: 'refused' });
    expect(classifyDeliveryFailure({ code: 50000 })).toEqual({ kind: 'transient' });
    expect(classifyDeliveryFailure({ code: 49999 })).toEqual({ kind: 'refused' });
  });
});

describe('conversations loaded before they are opened', () => {
  it('MATCH-16: the newest pages of the first three conversations load while the list shows; opening one asks for nothing more', async () => {
    const { inbox, make, settle } = setup();
    const client = make();
    const [a, b, c, d] = ['Ada', 'Ben', 'Cem', 'Dee'].map((name) => inbox.addMatch(name));
    for (const id of [a, b, c, d]) inbox.receiveFrom(id!, 'Hi');
    await client.start();
    client.conversations.prefetch([a!, b!, c!, d!]);
    await settle();
    const pagesOf = (id: string) => inbox.calls.filter((call) => call.kind === 'messages' && call.matchId === id).length;
    expect([a, b, c, d].map((id) => pagesOf(id!))).toEqual([1, 1, 1, 0]);
    await client.conversations.open(b!);
    expect(pagesOf(b!)).toBe(1);
    expect(rows(client, b!)).toEqual(['Hi (theirs)']);
    client.stop();
  });
});
