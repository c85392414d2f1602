import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { FakeTime } from '../../core/shared/testing';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { matchRepository } from '../matches/match.repository';
import { insertMatch, insertMember } from '../world/testing/members';
import { MESSAGE_ID, newMessageId, type Message } from './message';
import { MessageEvents } from './message-events';
import { MessagesService } from './messages.service';

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

describe('sending a chat message', () => {
  it('a member of a live match writes to the other member; the message is stored and announced once committed', async () => {
    const sent = await messages.send({ matchId: 'm1', fromId: 'ann', text: '  Hi Bob!  ' });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.value).toMatchObject({ matchId: 'm1', fromId: 'ann', toId: 'bob', text: 'Hi Bob!', createdAt: time.now() });
    expect(heard).toEqual([sent.value]);
    const stored = await messages.conversation('m1', 'bob');
    expect(stored.ok && stored.value).toEqual([sent.value]);
  });

  it('CHAT-02: message ids are a prefix, an underscore and the 13-digit millisecond time', async () => {
    const sent = await messages.send({ matchId: 'm1', fromId: 'bob', text: 'Hey' });
    expect(sent.ok && sent.value.id).toMatch(/^.+_\d{13}$/);
    expect(sent.ok && sent.value.id.endsWith(`_${time.now()}`)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (now) => {
        const id = newMessageId(now);
        expect(id).toMatch(MESSAGE_ID);
        expect(Number(id.split('_')[1])).toBe(now);
      }),
    );
  });

  it('someone outside the match, an unknown match and an ended match all look like no match (404/40400); nothing is stored', async () => {
    await insertMatch(database.db, 'm2', 'cat', 'ann');
    await matchRepository.unmatch(database.db, 'm2', 'cat', time.now());
    for (const input of [
      { matchId: 'm1', fromId: 'cat', text: 'Hello?' },
      { matchId: 'nope', fromId: 'ann', text: 'Hello?' },
      { matchId: 'm2', fromId: 'ann', text: 'Still there?' },
    ]) {
      const sent = await messages.send(input);
      expect(sent.ok).toBe(false);
      if (!sent.ok) expect(sent.error).toMatchObject({ status: 404, code: ErrorCode.NOT_FOUND });
    }
    expect(heard).toEqual([]);
    expect((await database.rowCounts())['messages']).toBe(0);
    const foreign = await messages.conversation('m1', 'cat');
    expect(foreign.ok).toBe(false);
  });

  it('an empty or too long text is a 400/40000', async () => {
    for (const text of ['', '   ', 'x'.repeat(5001)]) {
      const sent = await messages.send({ matchId: 'm1', fromId: 'ann', text });
      expect(sent.ok).toBe(false);
      if (!sent.ok) expect(sent.error).toMatchObject({ status: 400, code: ErrorCode.BAD_REQUEST });
    }
    expect((await messages.send({ matchId: 'm1', fromId: 'ann', text: 'x'.repeat(5000) })).ok).toBe(true);
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
    expect((await service.send({ matchId: 'm1', fromId: 'ann', text: 'still sent' })).ok).toBe(true);
    expect(later).toEqual(['still sent']);
    expect(errors).toHaveLength(1);
  });

  it('a conversation reads oldest first', async () => {
    for (const [from, text] of [['ann', 'one'], ['bob', 'two'], ['ann', 'three']] as const) {
      await messages.send({ matchId: 'm1', fromId: from, text });
      time.advance(1000);
    }
    const read = await messages.conversation('m1', 'ann');
    expect(read.ok && read.value.map((message) => message.text)).toEqual(['one', 'two', 'three']);
  });
});
