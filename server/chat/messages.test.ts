import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { FakeTime } from '../../core/shared/testing';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { matchRepository } from '../matches/match.repository';
import { insertMatch, insertMember } from '../world/testing/members';
import { MESSAGE_ID, newMessageId, type Message } from './message';
import { MessageEvents } from './message-events';
import { messageRepository } from './message.repository';
import { MessagesService } from './messages.service';
import { clientMessageId, sendText } from './testing/send-text';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

let time: FakeTime;
let events: MessageEvents;
let messages: MessagesService;
let heard: Message[];
beforeEach(async () => {
  await database.reset();
  time = new FakeTime();
  events = new MessageEvents();
  messages = new MessagesService({ db: database.db, clock: time, events });
  heard = [];
  events.onMessageCreated((message) => heard.push(message));
  for (const id of ['ann', 'bob', 'cat']) await insertMember(database.db, id);
  await insertMatch(database.db, 'm1', 'bob', 'ann');
});

const text = (from: string, body: string, matchId = 'm1') => sendText(messages, { matchId, fromId: from, text: body, now: time.now() });

describe('sending a chat message', () => {
  it('a member of a live match writes to the other member; the message is stored and announced once committed', async () => {
    const sent = await text('ann', '  Hi Bob!  ');
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.value.created).toBe(true);
    expect(sent.value.message).toMatchObject({ matchId: 'm1', fromId: 'ann', toId: 'bob', text: 'Hi Bob!', createdAt: time.now(), seq: 1, kind: 'text' });
    expect(heard).toEqual([sent.value.message]);
    const stored = await messages.conversation('m1', 'bob');
    expect(stored.ok && stored.value).toEqual([sent.value.message]);
  });

  it('CHAT-02: message ids are a prefix, an underscore and the 13-digit millisecond time', async () => {
    const sent = await text('bob', 'Hey');
    expect(sent.ok && sent.value.message.id).toMatch(/^.+_\d{13}$/);
    expect(sent.ok && sent.value.message.id.endsWith(`_${time.now()}`)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (now) => {
        const id = newMessageId(now);
        expect(id).toMatch(MESSAGE_ID);
        expect(id).toMatch(/^.+_\d{13}$/);
        expect(Number(id.split('_')[1])).toBe(now);
      }),
    );
  });

  it('CHAT-02: the sender`s own id must have the same shape; anything else is refused (400/40000) and nothing is stored', async () => {
    for (const clientId of ['', 'abc', 'abc_123', 'abc_12345678901234', '_1767225600000', 'a b_1767225600000', `${'x'.repeat(51)}_1767225600000`]) {
      const sent = await messages.send({ matchId: 'm1', fromId: 'ann', clientId, content: { kind: 'text', text: 'Hi' } });
      expect(sent.ok ? 'sent' : sent.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
    expect((await database.rowCounts())['messages']).toBe(0);
    expect((await messages.send({ matchId: 'm1', fromId: 'ann', clientId: `${'x'.repeat(50)}_1767225600000`, content: { kind: 'text', text: 'Hi' } })).ok).toBe(true);
  });

  it('CHAT-15: the same sender id sent again, at any time, answers the stored message and creates nothing; another member may use the same id', async () => {
    const clientId = clientMessageId(time.now());
    const first = await messages.send({ matchId: 'm1', fromId: 'ann', clientId, content: { kind: 'text', text: 'Once' } });
    time.advance(3_600_000);
    await text('bob', 'In between');
    const again = await messages.send({ matchId: 'm1', fromId: 'ann', clientId, content: { kind: 'text', text: 'Once' } });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value).toEqual({ message: first.value.message, created: false });
    // Even after the match ended, a late resend answers what was stored.
    await matchRepository.unmatch(database.db, 'm1', 'bob', time.now());
    const late = await messages.send({ matchId: 'm1', fromId: 'ann', clientId, content: { kind: 'text', text: 'Once' } });
    expect(late.ok && late.value.message).toEqual(first.value.message);
    expect(heard.map((message) => message.text)).toEqual(['Once', 'In between']);
    expect((await messageRepository.ofMatch(database.db, 'm1')).map((message) => message.text)).toEqual(['Once', 'In between']);
    await insertMatch(database.db, 'm2', 'bob', 'cat');
    expect((await messages.send({ matchId: 'm2', fromId: 'cat', clientId, content: { kind: 'text', text: 'Mine too' } })).ok).toBe(true);
  });

  it('CHAT-15: sends of one id racing each other store one message', async () => {
    const clientId = clientMessageId(time.now());
    const results = await Promise.all(Array.from({ length: 6 }, () => messages.send({ matchId: 'm1', fromId: 'ann', clientId, content: { kind: 'text', text: 'Race' } })));
    const ids = new Set(results.map((result) => (result.ok ? result.value.message.id : `failed ${result.error.code}`)));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.ok && result.value.created)).toHaveLength(1);
    expect(await messageRepository.ofMatch(database.db, 'm1')).toHaveLength(1);
  });

  it('CHAT-15: an id already used in another match is a conflict (409/40900)', async () => {
    await insertMatch(database.db, 'm2', 'ann', 'cat');
    const clientId = clientMessageId(time.now());
    await messages.send({ matchId: 'm1', fromId: 'ann', clientId, content: { kind: 'text', text: 'To Bob' } });
    const reused = await messages.send({ matchId: 'm2', fromId: 'ann', clientId, content: { kind: 'text', text: 'To Cat' } });
    expect(reused.ok ? 'sent' : reused.error).toMatchObject({ status: 409, code: ErrorCode.CONFLICT });
  });

  it('a server sequence orders each conversation: 1, 2, 3, ... per match, whatever the clock says', async () => {
    await insertMatch(database.db, 'm2', 'ann', 'cat');
    const sends = [
      ['ann', 'm1'],
      ['bob', 'm1'],
      ['ann', 'm2'],
      ['ann', 'm1'],
      ['cat', 'm2'],
    ] as const;
    for (const [from, matchId] of sends) await text(from, `${from} in ${matchId}`, matchId);
    expect((await messageRepository.ofMatch(database.db, 'm1')).map((message) => message.seq)).toEqual([1, 2, 3]);
    expect((await messageRepository.ofMatch(database.db, 'm2')).map((message) => message.seq)).toEqual([1, 2]);
    // Concurrent sends in one match still get distinct, gap-free numbers.
    await Promise.all(Array.from({ length: 8 }, (_, i) => text(i % 2 === 0 ? 'ann' : 'bob', `burst ${i}`)));
    expect((await messageRepository.ofMatch(database.db, 'm1')).map((message) => message.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('someone outside the match, an unknown match, an ended match and a blocked pair all look like no match (404/40400); nothing is stored', async () => {
    await insertMatch(database.db, 'm2', 'cat', 'ann');
    await matchRepository.unmatch(database.db, 'm2', 'cat', time.now());
    await insertMember(database.db, 'dan');
    await insertMatch(database.db, 'm3', 'dan', 'ann');
    await database.db.query('INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)', ['dan', 'ann', new Date(time.now())]);
    for (const input of [
      { matchId: 'm1', fromId: 'cat', text: 'Hello?' },
      { matchId: 'nope', fromId: 'ann', text: 'Hello?' },
      { matchId: 'm2', fromId: 'ann', text: 'Still there?' },
      { matchId: 'm3', fromId: 'ann', text: 'Why?' },
      { matchId: 'm3', fromId: 'dan', text: 'Bye' },
    ]) {
      const sent = await sendText(messages, input);
      expect(sent.ok).toBe(false);
      if (!sent.ok) expect(sent.error).toMatchObject({ status: 404, code: ErrorCode.NOT_FOUND });
    }
    expect(heard).toEqual([]);
    expect((await database.rowCounts())['messages']).toBe(0);
    expect((await messages.conversation('m1', 'cat')).ok).toBe(false);
  });

  it('CHAT-01: an empty or too long text is a 400/40000; 5,000 characters are sent as typed, markup included', async () => {
    for (const body of ['', '   ', 'x'.repeat(5001)]) {
      const sent = await text('ann', body);
      expect(sent.ok).toBe(false);
      if (!sent.ok) expect(sent.error).toMatchObject({ status: 400, code: ErrorCode.BAD_REQUEST });
    }
    expect((await text('ann', 'x'.repeat(5000))).ok).toBe(true);
    const markup = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const sent = await text('ann', markup);
    expect(sent.ok && sent.value.message.text).toBe(markup);
  });

  it('CHAT-09, CHAT-10: a GIF or a sticker of the catalogue is sent by its id, with its picture; an unknown one is a 400', async () => {
    const gif = await messages.send({ matchId: 'm1', fromId: 'ann', clientId: clientMessageId(time.now()), content: { kind: 'gif', itemId: 'gif_hello' } });
    expect(gif.ok && gif.value.message).toMatchObject({ kind: 'gif', text: '/api/gif/assets/gif_hello.svg', media: { id: 'gif_hello', url: '/api/gif/assets/gif_hello.svg', width: 200, height: 150 } });
    const sticker = await messages.send({ matchId: 'm1', fromId: 'ann', clientId: clientMessageId(time.now()), content: { kind: 'sticker', itemId: 'sticker_heart' } });
    expect(sticker.ok && sticker.value.message).toMatchObject({ kind: 'sticker', media: { id: 'sticker_heart' } });
    const unknown = await messages.send({ matchId: 'm1', fromId: 'ann', clientId: clientMessageId(time.now()), content: { kind: 'gif', itemId: 'sticker_heart' } });
    expect(unknown.ok ? 'sent' : unknown.error.code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('sending is limited to 50 messages in any 10 s per member (429/42901 with the wait); resends of a stored id do not count', async () => {
    const sent: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const result = await text('ann', `message ${i}`);
      if (result.ok) sent.push(result.value.message.clientId!);
      time.advance(100);
    }
    expect(sent).toHaveLength(50);
    const refused = await text('ann', 'one too many');
    expect(refused.ok ? 'sent' : refused.error).toMatchObject({ status: 429, code: ErrorCode.RATE_LIMITED, retryAfterSeconds: 5 });
    // A resend of a stored message is answered, not refused.
    expect((await messages.send({ matchId: 'm1', fromId: 'ann', clientId: sent[0]!, content: { kind: 'text', text: 'message 0' } })).ok).toBe(true);
    // Bob has his own allowance.
    expect((await text('bob', 'Hi')).ok).toBe(true);
    // The first message leaves the window 10 s after it was sent.
    time.advance(5_000);
    expect((await text('ann', 'again')).ok).toBe(true);
  });

  it('a listener that throws does not keep the others from hearing, nor fail the send', async () => {
    const errors: unknown[] = [];
    const noisy = new MessageEvents((error) => errors.push(error));
    const service = new MessagesService({ db: database.db, clock: time, events: noisy });
    const later: string[] = [];
    noisy.onMessageCreated(() => {
      throw new Error('boom');
    });
    noisy.onMessageCreated((message) => later.push(message.text));
    expect((await sendText(service, { matchId: 'm1', fromId: 'ann', text: 'still sent' })).ok).toBe(true);
    expect(later).toEqual(['still sent']);
    expect(errors).toHaveLength(1);
  });

  it('CHAT-15: pages read a conversation from its newest messages back, each oldest first, to its first message', async () => {
    for (let i = 1; i <= 7; i += 1) {
      await text(i % 2 === 0 ? 'bob' : 'ann', `m${i}`);
      time.advance(1000);
    }
    const newest = await messages.page('m1', 'ann', { limit: 3 });
    expect(newest.ok && newest.value.messages.map((message) => message.text)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.ok && newest.value.olderBefore).toBe(5);
    const older = await messages.page('m1', 'bob', { limit: 3, beforeSeq: 5 });
    expect(older.ok && older.value.messages.map((message) => message.text)).toEqual(['m2', 'm3', 'm4']);
    const first = await messages.page('m1', 'ann', { limit: 3, beforeSeq: 2 });
    expect(first.ok && first.value).toMatchObject({ olderBefore: null });
    expect(first.ok && first.value.messages.map((message) => message.text)).toEqual(['m1']);
    expect((await messages.page('m1', 'cat', { limit: 3 })).ok).toBe(false);
  });
});
