import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTime } from '../../core/shared/testing';
import { createChatModule, type ChatModule } from '../chat';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-database';
import { matchRepository } from '../matches/match.repository';
import { messageRepository } from '../chat/message.repository';
import { UsersService } from '../users/users.service';
import { REPLIES } from './demo-content';
import { DemoResponder, replyTo } from './demo-responder';
import { createWorldModule } from './index';
import { insertMatch, insertMember } from './testing/members';
import { sendText } from '../chat/testing/send-text';

const DELAY = 3000;
const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

let time: FakeTime;
let chat: ChatModule;
let responder: DemoResponder;
let errors: unknown[];
beforeEach(async () => {
  await database.reset();
  time = new FakeTime();
  errors = [];
  chat = createChatModule({ db: database.db, clock: time, log: silentLog });
  responder = new DemoResponder({ db: database.db, messages: chat.messages, events: chat.events, scheduler: time, delayMs: DELAY, onError: (e) => errors.push(e) });
  await insertMember(database.db, 'me');
  await insertMember(database.db, 'someone');
  await insertMember(database.db, 'demo1', { demo: true });
  await insertMember(database.db, 'demo2', { demo: true });
  await insertMatch(database.db, 'with-demo', 'me', 'demo1');
  await insertMatch(database.db, 'with-person', 'me', 'someone');
  await insertMatch(database.db, 'demo-pair', 'demo1', 'demo2');
});

const conversation = async (matchId: string) => (await messageRepository.ofMatch(database.db, matchId)).map((m) => `${m.fromId}: ${m.text}`);

/** The responder looks its members up before it schedules a reply; a reply is sent by the service. */
const settled = () => responder.settled();

describe('demo members answer', () => {
  it('a message to a demo member gets a short reply from them after the delay, not before', async () => {
    const announced: string[] = [];
    chat.events.onMessageCreated((message) => announced.push(`${message.fromId} -> ${message.toId}`));
    const sent = await sendText(chat.messages, { matchId: 'with-demo', fromId: 'me', text: 'Hi there!' });
    await settled();
    expect(responder.pendingReplies).toBe(1);
    time.advance(DELAY - 1);
    await settled();
    expect(await conversation('with-demo')).toEqual(['me: Hi there!']);
    time.advance(1);
    await settled();
    const reply = sent.ok ? replyTo(sent.value.message) : '';
    expect(REPLIES).toContain(reply);
    expect(await conversation('with-demo')).toEqual(['me: Hi there!', `demo1: ${reply}`]);
    // The reply is a message like any other: announced, so the realtime layer nudges both members.
    expect(announced).toEqual(['me -> demo1', 'demo1 -> me']);
    expect(errors).toEqual([]);
  });

  it('a burst of messages gets one reply, and the demo member`s own reply starts no exchange with itself', async () => {
    for (const text of ['Hey', 'How are you?', 'Coffee?']) await sendText(chat.messages, { matchId: 'with-demo', fromId: 'me', text });
    await settled();
    expect(responder.pendingReplies).toBe(1);
    time.advance(DELAY);
    await settled();
    expect(await conversation('with-demo')).toHaveLength(4);
    expect(responder.pendingReplies).toBe(0);
    time.advance(DELAY * 10);
    await settled();
    expect(await conversation('with-demo')).toHaveLength(4);
  });

  it('people are not answered for each other, and demo members do not answer demo members', async () => {
    await sendText(chat.messages, { matchId: 'with-person', fromId: 'me', text: 'Hi!' });
    await sendText(chat.messages, { matchId: 'demo-pair', fromId: 'demo2', text: 'Hi!' });
    await settled();
    expect(responder.pendingReplies).toBe(0);
    time.advance(DELAY * 2);
    await settled();
    expect(await conversation('with-person')).toEqual(['me: Hi!']);
    expect(await conversation('demo-pair')).toEqual(['demo2: Hi!']);
  });

  it('a match that ended before the reply was due gets none', async () => {
    await sendText(chat.messages, { matchId: 'with-demo', fromId: 'me', text: 'Hello' });
    await settled();
    await matchRepository.unmatch(database.db, 'with-demo', 'me', time.now());
    time.advance(DELAY);
    await settled();
    expect(await conversation('with-demo')).toEqual(['me: Hello']);
    expect(errors).toEqual([]);
  });

  it('dispose cancels pending replies and stops listening', async () => {
    await sendText(chat.messages, { matchId: 'with-demo', fromId: 'me', text: 'Hello' });
    await settled();
    responder.dispose();
    expect(time.pendingTimers).toBe(0);
    time.advance(1);
    await sendText(chat.messages, { matchId: 'with-demo', fromId: 'me', text: 'Anyone?' });
    time.advance(DELAY * 2);
    await settled();
    expect(await conversation('with-demo')).toEqual(['me: Hello', 'me: Anyone?']);
  });

  it('the reply to a message is fixed by the message', () => {
    expect(replyTo({ id: 'abc_1767225600000' })).toBe(replyTo({ id: 'abc_1767225600000' }));
    const seen = new Set(Array.from({ length: 200 }, (_, i) => replyTo({ id: `m${i}_1767225600000` })));
    expect(seen.size).toBe(REPLIES.length);
  });
});

describe('the demo world`s switches', () => {
  const worldFor = (env: Record<string, string>) =>
    createWorldModule(
      { config: loadConfig(env), db: database.db, clock: time, log: silentLog },
      { users: new UsersService(), chat, scheduler: time, photos: { add: async () => undefined } },
    );

  it('DEMO_REPLIES=0 switches the replies off; production mode has no demo world at all', async () => {
    const quiet = worldFor({ MODE: 'demo', DEMO_REPLIES: '0' });
    expect(quiet.enabled).toBe(true);
    expect(quiet.responder).toBeNull();
    const production = worldFor({ MODE: 'production' });
    expect(production.enabled).toBe(false);
    expect(production.responder).toBeNull();
    expect((await production.seedIfEmpty()).seeded).toBe(false);
    expect((await database.rowCounts())['users']).toBe(4);
    const dev = worldFor({ MODE: 'dev', DEMO_REPLY_DELAY_MS: '500' });
    expect(dev.responder).not.toBeNull();
    for (const world of [quiet, production, dev]) world.dispose();
  });
});
