import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import { chatClient, FakeInbox, MemoryOutboxPersistence } from './testing';

const setup = () => {
  const time = new FakeTime();
  const inbox = new FakeInbox('me', time);
  const logger = new MemoryLogger();
  const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger, persistence: new MemoryOutboxPersistence() });
  return { time, inbox, logger, client, settle: (ms = 10) => time.advanceAsync(ms) };
};

const calls = (inbox: FakeInbox, kind: string) => inbox.calls.filter((call) => call.kind === kind).length;
const seqs = (client: ReturnType<typeof setup>['client'], matchId: string) => client.chat.conversation(matchId).messages.map((message) => message.seq);

describe('CHAT-15: a conversation on screen', () => {
  it('CHAT-15: older pages load on demand, one at a time, until the first message is held', async () => {
    const { inbox, client, settle } = setup();
    inbox.messagePageSize = 2;
    const lena = inbox.addMatch('Lena');
    for (const text of ['1', '2', '3', '4', '5']) inbox.receiveFrom(lena, text);
    await client.start();
    await client.conversations.open(lena);
    expect(seqs(client, lena)).toEqual([4, 5]);
    const before = calls(inbox, 'messages');
    const first = client.conversations.loadOlder(lena);
    expect(client.chat.conversation(lena).loadingOlder).toBe(true);
    await client.conversations.loadOlder(lena);
    await first;
    expect(calls(inbox, 'messages')).toBe(before + 1);
    expect(seqs(client, lena)).toEqual([2, 3, 4, 5]);
    expect(client.chat.conversation(lena).loadingOlder).toBe(false);
    await client.conversations.loadOlder(lena);
    expect(seqs(client, lena)).toEqual([1, 2, 3, 4, 5]);
    expect(client.chat.conversation(lena).olderPageToken).toBeUndefined();
    await client.conversations.loadOlder(lena);
    expect(calls(inbox, 'messages')).toBe(before + 2);
    await settle();
    client.stop();
  });

  it('CHAT-15: a failed older page can be asked again; a conversation not loaded asks for none; an answer after sign-out is dropped', async () => {
    const { inbox, client } = setup();
    inbox.messagePageSize = 2;
    const lena = inbox.addMatch('Lena');
    for (const text of ['1', '2', '3']) inbox.receiveFrom(lena, text);
    await client.start();
    const before = calls(inbox, 'messages');
    await client.conversations.loadOlder(lena);
    expect(calls(inbox, 'messages')).toBe(before);
    await client.conversations.open(lena);
    inbox.failNext(50000, { status: 500 });
    await client.conversations.loadOlder(lena);
    expect(client.chat.conversation(lena)).toMatchObject({ loadingOlder: false, olderPageToken: '2' });
    expect(seqs(client, lena)).toEqual([2, 3]);
    const late = client.conversations.loadOlder(lena);
    client.chat.reset();
    await late;
    expect(client.chat.conversation(lena).messages).toEqual([]);
    const newest = client.conversations.reloadNewest(lena);
    client.chat.reset();
    await newest;
    expect(client.chat.conversation(lena).status).toBe('not-loaded');
    client.stop();
  });

  it('CHAT-15: the newest page gives the list its latest message; closing the conversation takes it off screen', async () => {
    const { inbox, client } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.realtime.down();
    for (const text of ['first', 'second', 'third']) inbox.receiveFrom(lena, text);
    await client.conversations.open(lena);
    expect(client.matches.match(lena)?.lastMessage?.text).toBe('third');
    expect(client.chat.openMatchId.value).toBe(lena);
    client.conversations.close(lena);
    expect(client.chat.openMatchId.value).toBeUndefined();
    client.stop();
  });

  it('MATCH-12: the other member\'s latest message is marked seen once; the member\'s own messages are not theirs to see', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    inbox.receiveFrom(lena, 'hello');
    await client.start();
    client.conversations.startSeenMarker();
    await client.conversations.open(lena);
    await settle();
    const theirs = inbox.conversation(lena)[0]!;
    expect(client.matches.match(lena)?.seen).toMatchObject({ matchSeen: true, lastSeenMsgId: theirs.id });
    expect(calls(inbox, 'seen-message')).toBe(1);
    client.send.send(lena, { kind: 'text', text: 'hi back' });
    await settle();
    client.conversations.close(lena);
    await client.conversations.open(lena);
    await settle();
    expect(calls(inbox, 'seen-message')).toBe(1);
    expect(calls(inbox, 'seen')).toBe(0);
    client.stop();
  });

  it('MATCH-12: a match nobody wrote in is marked seen once opened; a failed seen marker is logged', async () => {
    const { inbox, client, logger, settle } = setup();
    const lena = inbox.addMatch('Lena');
    const mia = inbox.addMatch('Mia');
    inbox.receiveFrom(mia, 'hey');
    await client.start();
    await client.conversations.open(lena);
    await settle();
    expect(calls(inbox, 'seen')).toBe(1);
    expect(client.matches.match(lena)?.seen.matchSeen).toBe(true);
    client.conversations.close(lena);
    await client.conversations.open(lena);
    await settle();
    expect(calls(inbox, 'seen')).toBe(1);
    inbox.failNext(50000, { status: 500 });
    client.chat.open(mia);
    await settle();
    expect(logger.entries.filter((entry) => entry.message === 'chat.seen-failed')).toEqual([{ level: 'warn', message: 'chat.seen-failed', context: { code: 50000 } }]);
    client.conversations.dispose();
    client.conversations.dispose();
    client.stop();
  });

  it('MATCH-12: before its messages load, the list\'s latest message from the other member is the one marked seen', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    const theirs = inbox.receiveFrom(lena, 'hello');
    await client.start();
    await settle();
    inbox.offline = true;
    client.chat.open(lena);
    expect(client.matches.match(lena)?.seen.lastSeenMsgId).toBe(theirs.id);
    inbox.offline = false;
    client.stop();
  });
});

describe('CHAT-15: sending, again or not at all', () => {
  it('CHAT-15: only a failed message is sent again (pending, its failure forgotten) or discarded; a match that is not there takes nothing', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    expect(client.send.send('nope', { kind: 'text', text: 'hi' })).toMatchObject({ ok: false, error: { code: 'CHAT.NO_SUCH_MATCH' } });
    inbox.realtime.down();
    inbox.offline = true;
    const sent = client.send.send(lena, { kind: 'text', text: 'hi' });
    const clientId = sent.ok ? sent.value : '';
    expect(client.send.retry(clientId)).toMatchObject({ ok: false, error: { code: 'CHAT.NOT_FAILED' } });
    expect(client.send.discard(clientId)).toMatchObject({ ok: false, error: { code: 'CHAT.NOT_FAILED' } });
    expect(client.send.discard('unknown')).toMatchObject({ ok: false, error: { code: 'CHAT.NOT_FAILED' } });
    await settle(5 * 60_000);
    expect(client.chat.outbox.value[0]).toMatchObject({ state: 'failed', transient: true });
    expect(client.send.retry(clientId).ok).toBe(true);
    const retried = client.chat.outbox.value[0]!;
    expect(retried.state === 'pending' || retried.state === 'sending').toBe(true);
    expect(retried.attempts).toBe(0);
    expect('failure' in retried || 'transient' in retried).toBe(false);
    client.stop();
  });
});
