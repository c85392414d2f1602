import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import type { ChatError, ChatUpdates } from './index';
import type { Result } from '../shared';
import { chatClient, FakeInbox, MemoryOutboxPersistence } from './testing';

/** An inbox whose next updates answer can be changed (a truncated one, another poll interval). */
class ScriptedInbox extends FakeInbox {
  change: ((updates: ChatUpdates) => ChatUpdates) | undefined;

  override async fetchUpdates(since: number | undefined): Promise<Result<ChatUpdates, ChatError>> {
    const answer = await super.fetchUpdates(since);
    const change = this.change;
    if (!answer.ok || change === undefined) return answer;
    this.change = undefined;
    return { ok: true, value: change(answer.value) };
  }
}

const setup = () => {
  const time = new FakeTime();
  const inbox = new FakeInbox('me', time);
  const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger: new MemoryLogger(), persistence: new MemoryOutboxPersistence() });
  return { time, inbox, client, settle: (ms = 10) => time.advanceAsync(ms) };
};

const updatesCalls = (inbox: FakeInbox) => inbox.calls.filter((call) => call.kind === 'updates').length;

describe('the updates feed', () => {
  it('MATCH-10: the first updates call gives the date to ask from; the lists load after it; a nudge fetches what changed since', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    expect(inbox.calls.slice(0, 3).map((call) => call.kind)).toEqual(['updates', 'list', 'list']);
    expect(client.matches.lastActivityDate.value).toBeDefined();
    const before = updatesCalls(inbox);
    inbox.receiveFrom(lena, 'Hi there');
    await settle();
    expect(updatesCalls(inbox)).toBe(before + 1);
    expect(client.matches.match(lena)?.lastMessage?.text).toBe('Hi there');
    client.stop();
  });

  it('MATCH-10, CHAT-05: while the socket is up nothing is polled; while it is down updates are polled every 2 s; back up, they are fetched at once', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    const start = updatesCalls(inbox);
    await settle(10_000);
    expect(updatesCalls(inbox)).toBe(start);
    inbox.realtime.down();
    await settle(1_990);
    expect(updatesCalls(inbox)).toBe(start);
    await settle(20);
    expect(updatesCalls(inbox)).toBe(start + 1);
    await settle(4_000);
    expect(updatesCalls(inbox)).toBe(start + 3);
    // A message while the socket is down arrives with the next poll.
    inbox.receiveFrom(lena, 'are you there?');
    await settle(2_000);
    expect(client.matches.match(lena)?.lastMessage?.text).toBe('are you there?');
    const down = updatesCalls(inbox);
    inbox.realtime.up();
    await settle(5);
    expect(updatesCalls(inbox)).toBe(down + 1);
    await settle(10_000);
    expect(updatesCalls(inbox)).toBe(down + 1);
    client.stop();
  });

  it('MATCH-10: nudges during a fetch make one more fetch after it, not one each', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    const before = updatesCalls(inbox);
    for (let i = 0; i < 5; i += 1) inbox.receiveFrom(lena, `burst ${i}`);
    await settle();
    expect(updatesCalls(inbox)).toBe(before + 2);
    await client.conversations.open(lena);
    expect(client.chat.conversation(lena).messages.map((message) => message.text)).toEqual(['burst 0', 'burst 1', 'burst 2', 'burst 3', 'burst 4']);
    client.stop();
  });

  it('CHAT-04, CHAT-15: new messages of an open conversation join it in order, each once, however often updates repeat them', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    inbox.receiveFrom(lena, 'one');
    await settle();
    inbox.receiveFrom(lena, 'two');
    await settle();
    await client.feed.refresh();
    await client.feed.refresh();
    expect(client.chat.conversation(lena).messages.map((message) => message.text)).toEqual(['one', 'two']);
    client.stop();
  });

  it('CHAT-15: a message missed while the socket was down and the poll failed is caught by the gap rule: the newest page is read again', async () => {
    const { inbox, client, settle, time } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    inbox.receiveFrom(lena, 'one');
    await settle();
    // Two messages the feed never hears of: no nudge, and their time is long before the next date asked from.
    inbox.realtime.down();
    inbox.offline = true;
    inbox.receiveFrom(lena, 'two');
    time.advance(60_000);
    inbox.offline = false;
    await client.feed.refresh();
    inbox.realtime.up();
    inbox.receiveFrom(lena, 'three');
    await settle();
    expect(client.chat.conversation(lena).messages.map((message) => message.text)).toEqual(['one', 'two', 'three']);
    client.stop();
  });

  it('CHAT-07: a typing nudge shows the indicator for 5 s after the last pulse; the typist`s message ends it at once', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.typingFrom(lena);
    expect(client.typing.isTyping(lena)).toBe(true);
    await settle(3_000);
    inbox.typingFrom(lena);
    await settle(4_990);
    expect(client.typing.isTyping(lena)).toBe(true);
    await settle(20);
    expect(client.typing.isTyping(lena)).toBe(false);
    inbox.typingFrom(lena);
    inbox.receiveFrom(lena, 'done typing');
    await settle();
    expect(client.typing.isTyping(lena)).toBe(false);
    client.stop();
  });

  it('CHAT-08: with read receipts on, the member`s messages the other read show as seen; the read nudge brings it', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    client.send.send(lena, { kind: 'text', text: 'one' });
    client.send.send(lena, { kind: 'text', text: 'two' });
    await settle();
    await client.receipts.load();
    expect(client.receipts.remaining.value).toBe(10);
    expect(await client.receipts.enable(lena)).toBe(true);
    expect(client.receipts.remaining.value).toBe(9);
    expect(client.receipts.state.value).toEqual({ enabled: true, status: 'success', matchId: lena });
    inbox.readBy(lena, inbox.conversation(lena)[0]!.id);
    await settle();
    const delivery = () => client.chat.items(lena).value.map((item) => (item.kind === 'message' ? item.delivery : item.delivery));
    expect(delivery()).toEqual(['seen', 'sent']);
    inbox.readBy(lena, inbox.conversation(lena)[1]!.id);
    await settle();
    expect(delivery()).toEqual(['seen', 'seen']);
    client.stop();
  });

  it('CHAT-08: with none left, turning read receipts on records the error until cleared; the default before loading is 0', async () => {
    const { inbox, client } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    expect(client.receipts.remaining.value).toBe(0);
    inbox.readReceipts = 0;
    expect(await client.receipts.enable(lena)).toBe(false);
    expect(client.receipts.state.value).toEqual({ enabled: false, status: 'error', matchId: lena, error: 40900 });
    client.receipts.clearError();
    expect(client.receipts.state.value).toEqual({ enabled: false, status: 'idle' });
    client.stop();
  });

  it('MATCH-04: an unmatch nudge removes the match and its conversation at once, before any fetch', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.conversations.open(lena);
    expect(client.chat.isLoaded(lena)).toBe(true);
    inbox.unmatchBy(lena);
    expect(client.matches.match(lena)).toBeUndefined();
    expect(client.chat.isLoaded(lena)).toBe(false);
    await settle();
    client.stop();
  });

  it('MATCH-10: starting twice listens once: a nudge fetches once; after stop nothing is fetched or polled', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    await client.feed.start();
    await settle();
    const before = updatesCalls(inbox);
    inbox.receiveFrom(lena, 'one');
    await settle();
    expect(updatesCalls(inbox)).toBe(before + 1);
    inbox.realtime.down();
    client.feed.stop();
    await settle(10_000);
    expect(updatesCalls(inbox)).toBe(before + 1);
    client.stop();
  });

  it('MATCH-10: a failed updates call is logged and changes nothing; the next nudge fetches again', async () => {
    const time = new FakeTime();
    const inbox = new FakeInbox('me', time);
    const logger = new MemoryLogger();
    const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger, persistence: new MemoryOutboxPersistence() });
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.failNext(50000, { status: 500 });
    inbox.receiveFrom(lena, 'lost for now');
    await time.advanceAsync(10);
    expect(logger.entries.filter((entry) => entry.message === 'chat.updates-failed')).toEqual([{ level: 'warn', message: 'chat.updates-failed', context: { code: 50000 } }]);
    expect(client.matches.match(lena)?.lastMessage).toBeUndefined();
    inbox.receiveFrom(lena, 'again');
    await time.advanceAsync(10);
    expect(client.matches.match(lena)?.lastMessage?.text).toBe('again');
    client.stop();
  });

  it('MATCH-10: an answer to an updates call made before a sign-out is dropped', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.receiveFrom(lena, 'late');
    client.stop();
    await settle();
    expect(client.matches.match(lena)).toBeUndefined();
  });

  it('MATCH-10: a truncated updates answer reloads the lists and every conversation held; the poll interval follows the server', async () => {
    const time = new FakeTime();
    const inbox = new ScriptedInbox('me', time);
    const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger: new MemoryLogger(), persistence: new MemoryOutboxPersistence() });
    const lena = inbox.addMatch('Lena');
    const mia = inbox.addMatch('Mia');
    await client.start();
    await client.conversations.open(lena);
    await client.conversations.prepare(mia);
    await time.advanceAsync(10);
    const calls = inbox.calls.length;
    inbox.change = (updates) => ({ ...updates, truncated: true, pollIntervalMs: 3_000 });
    inbox.receiveFrom(lena, 'hi');
    await time.advanceAsync(10);
    const made = inbox.calls.slice(calls).map((call) => `${call.kind}${call.matchId === undefined ? '' : `:${call.matchId}`}`);
    expect(made.filter((call) => call === 'list')).toHaveLength(2);
    expect(made.filter((call) => call.startsWith('messages')).sort()).toEqual([`messages:${lena}`, `messages:${mia}`].sort());
    expect(client.matches.pollInterval.value).toBe(3_000);
    inbox.realtime.down();
    const down = updatesCalls(inbox);
    await time.advanceAsync(2_990);
    expect(updatesCalls(inbox)).toBe(down);
    await time.advanceAsync(20);
    expect(updatesCalls(inbox)).toBe(down + 1);
    client.stop();
  });

  it('CHAT-15: a conversation on screen that could not load while the link was down loads when it is back', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    inbox.receiveFrom(lena, 'hello');
    await client.start();
    inbox.realtime.down();
    inbox.offline = true;
    await client.conversations.open(lena);
    expect(client.chat.conversation(lena).status).toBe('error');
    inbox.offline = false;
    inbox.realtime.up();
    await settle();
    expect(client.chat.conversation(lena).messages.map((message) => message.text)).toEqual(['hello']);
    client.stop();
  });
});
