import { describe, expect, it } from 'vitest';
import { chatClient, FakeInbox, MemoryOutboxPersistence } from '../chat/testing';
import type { MatchId } from '../shared';
import { FakeTime, flushMicrotasks, MemoryLogger, SequentialIds } from '../shared/testing';
import { MatchLookup } from './match-lookup';
import { MatchProfileUseCase } from './match-profile.use-case';
import { SafetyUseCase } from './safety.use-case';
import { UnmatchUseCase } from './unmatch.use-case';

const DAY = 86_400_000;

const setup = () => {
  const time = new FakeTime();
  const inbox = new FakeInbox('me', time);
  const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger: new MemoryLogger(), persistence: new MemoryOutboxPersistence() });
  const settle = () => time.advanceAsync(10);
  return { time, inbox, client, settle };
};

const ids = (matches: readonly { readonly id: string }[]) => matches.map((match) => match.id);

describe('the lists', () => {
  it('MATCH-08: each filter has its list with a status, a next page token and an end; pollInterval is 2 s', async () => {
    const { inbox, client, time } = setup();
    const lena = inbox.addMatch('Lena');
    time.advance(1000);
    const sami = inbox.addMatch('Sami');
    inbox.receiveFrom(sami, 'Hi!');
    const lists = client.matches.lists;
    expect(lists.value.withMessages).toEqual({ status: 'not-loaded', isEndOfList: false });
    expect(client.matches.pollInterval.value).toBe(2000);
    await client.start();
    expect(lists.value.withMessages).toEqual({ status: 'loaded', isEndOfList: true });
    expect(lists.value.withoutMessages).toEqual({ status: 'loaded', isEndOfList: true });
    expect(lists.value.archivedMatches.status).toBe('not-loaded');
    expect(ids(client.matches.withMessages.value)).toEqual([sami]);
    expect(ids(client.matches.withoutMessages.value)).toEqual([lena]);
    client.stop();
  });

  it('MATCH-09: pages follow the token until a page comes without one; each match once', async () => {
    const { inbox, client, time } = setup();
    inbox.pageSize = 2;
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(inbox.addMatch(`Member ${i}`));
      time.advance(1000);
    }
    await client.load.loadFirst('withoutMessages');
    expect(client.matches.lists.value.withoutMessages).toMatchObject({ status: 'loaded', nextPageToken: '2', isEndOfList: false });
    expect(client.matches.withoutMessages.value).toHaveLength(2);
    await client.load.loadMore('withoutMessages');
    await client.load.loadMore('withoutMessages');
    expect(client.matches.lists.value.withoutMessages).toEqual({ status: 'loaded', isEndOfList: true });
    await client.load.loadMore('withoutMessages');
    expect(ids(client.matches.withoutMessages.value)).toEqual([...made].reverse());
    expect(inbox.calls.filter((call) => call.kind === 'list')).toHaveLength(3);
  });

  it('MATCH-09: while a list is loading, asking for more starts no second request, whichever path began the load', async () => {
    const { inbox, client } = setup();
    inbox.pageSize = 2;
    for (let i = 0; i < 3; i += 1) inbox.addMatch(`Member ${i}`);
    const lists = () => inbox.calls.filter((call) => call.kind === 'list').length;
    // A load begun here: a second ask joins it.
    const first = client.load.loadFirst('withoutMessages');
    const joined = client.load.loadMore('withoutMessages');
    await Promise.all([first, joined]);
    expect(lists()).toBe(1);
    // A list held as loading by the store alone (another path's load): asking for more waits, it does not fetch.
    client.matches.startLoading('withoutMessages');
    await client.load.loadMore('withoutMessages');
    await client.load.loadMore('withoutMessages');
    expect(lists()).toBe(1);
    expect(client.matches.withoutMessages.value).toHaveLength(2);
  });

  it('MATCH-08: a failed page leaves the list in error with what it held; loading again recovers', async () => {
    const { inbox, client } = setup();
    inbox.addMatch('Lena');
    inbox.failNext('API.NETWORK');
    await client.load.loadFirst('withoutMessages');
    expect(client.matches.lists.value.withoutMessages).toMatchObject({ status: 'error', error: 'API.NETWORK' });
    await client.load.loadFirst('withoutMessages');
    expect(client.matches.withoutMessages.value).toHaveLength(1);
  });

  it('MATCH-02, MATCH-17: a match nobody wrote in moves to the archive when its time passes; the day before, it is urgent', async () => {
    const { inbox, client, time } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    expect(client.matches.items('withoutMessages')[0]).toMatchObject({ urgent: false });
    time.advance(13 * DAY + 1);
    client.matches.setNow(time.now());
    expect(client.matches.items('withoutMessages')[0]).toMatchObject({ urgent: true });
    time.advance(DAY);
    client.matches.setNow(time.now());
    expect(client.matches.withoutMessages.value).toEqual([]);
    expect(ids(client.matches.archived.value)).toEqual([lena]);
    client.stop();
  });
});

describe('new matches and the matches dot', () => {
  it('MATCH-15, MATCH-05, NAV-05: a new match arrives by nudge, joins the new matches as new, and lights the dot until it is seen', async () => {
    const { inbox, client, settle } = setup();
    await client.start();
    expect(client.badge.matchesDot.value).toBe(false);
    const lena = inbox.addMatch('Lena');
    await settle();
    expect(ids(client.matches.withoutMessages.value)).toEqual([lena]);
    expect(client.matches.newFlags.value.has(lena)).toBe(true);
    expect(client.matches.newMatchesCount.value).toBe(1);
    expect(client.badge.unread.value).toEqual({ newMatches: 1, unreadConversations: 0 });
    expect(client.badge.matchesDot.value).toBe(true);
    await client.markMatchSeen.execute(lena as MatchId);
    expect(client.matches.newMatchesCount.value).toBe(0);
    expect(client.badge.matchesDot.value).toBe(false);
    expect(inbox.calls.filter((call) => call.kind === 'seen')).toEqual([{ kind: 'seen', matchId: lena }]);
    // Seen once is enough: no second call.
    await client.markMatchSeen.execute(lena as MatchId);
    expect(inbox.calls.filter((call) => call.kind === 'seen')).toHaveLength(1);
    client.stop();
  });

  it('MATCH-06, NAV-05: a message from the other member makes the conversation unread; opening it marks it seen and the dot goes', async () => {
    const { inbox, client, settle } = setup();
    const sami = inbox.addMatch('Sami');
    await client.start();
    await client.markMatchSeen.execute(sami as MatchId);
    inbox.receiveFrom(sami, 'Hey, coffee?');
    await settle();
    expect(client.matches.unreadConversationsCount.value).toBe(1);
    expect(client.badge.matchesDot.value).toBe(true);
    await client.conversations.open(sami);
    await settle();
    expect(client.matches.unreadConversationsCount.value).toBe(0);
    expect(client.badge.matchesDot.value).toBe(false);
    expect(inbox.matches.get(sami)?.seenByMe.lastSeenMsgId).toBe(inbox.conversation(sami)[0]?.id);
    // The member's own answer never makes it unread again.
    client.send.send(sami, { kind: 'text', text: 'Sure!' });
    await settle();
    expect(client.badge.matchesDot.value).toBe(false);
    client.stop();
  });

  it('NAV-05: logout forgets the counts', async () => {
    const { inbox, client, settle } = setup();
    inbox.addMatch('Lena');
    await client.start();
    await settle();
    expect(client.badge.matchesDot.value).toBe(true);
    client.stop();
    client.badge.clear();
    expect(client.matches.newMatchesCount.value).toBe(0);
    expect(client.badge.matchesDot.value).toBe(false);
  });
});

describe('one match, unmatch, safety, profile', () => {
  it('ROUTE-21, MATCH-10, MATCH-16: the chat route finds a match in the lists, or fetches it into the matches cache (120 at most)', async () => {
    const { inbox, client } = setup();
    const lookup = new MatchLookup({ api: inbox, store: client.matches, load: client.load });
    const lena = inbox.addMatch('Lena');
    await lookup.initialMatchesLoaded();
    expect(lookup.hasMatch(lena as MatchId)).toBe(true);
    const later = inbox.addMatch('Sami');
    expect(lookup.hasMatch(later as MatchId)).toBe(false);
    expect((await lookup.fetchMatch(later as MatchId)).ok).toBe(true);
    expect(lookup.hasMatch(later as MatchId)).toBe(true);
    expect((await lookup.fetchMatch('nope' as MatchId)).ok).toBe(false);
    const fetched: string[] = [];
    for (let i = 0; i < 121; i += 1) {
      const id = inbox.addMatch(`M${i}`);
      fetched.push(id);
      await lookup.fetchMatch(id as MatchId);
    }
    expect(lookup.hasMatch(fetched[0] as MatchId)).toBe(false);
    expect(lookup.hasMatch(fetched[120] as MatchId)).toBe(true);
    expect(lookup.hasMatch(lena as MatchId)).toBe(true);
  });

  it('MATCH-13, MATCH-04: unmatching removes the match from every list and count; the provider ends it', async () => {
    const { inbox, client } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    const unmatch = new UnmatchUseCase({ api: inbox, store: client.matches });
    const before = client.matches.match(lena)!;
    expect((await unmatch.execute(lena as MatchId)).ok).toBe(true);
    expect(client.matches.all.value).toEqual([]);
    expect(client.matches.newMatchesCount.value).toBe(0);
    expect(inbox.matches.get(lena)?.ended).toBeDefined();
    // A late update carrying the match does not bring it back.
    client.matches.upsert([before]);
    expect(client.matches.match(lena)).toBeUndefined();
    client.stop();
  });

  it('MATCH-13: the other member unmatching removes the match at once (unmatch nudge)', async () => {
    const { inbox, client, settle } = setup();
    const lena = inbox.addMatch('Lena');
    await client.start();
    inbox.unmatchBy(lena);
    expect(client.matches.match(lena)).toBeUndefined();
    await settle();
    expect(client.matches.all.value).toEqual([]);
    client.stop();
  });

  it('SAFE-02, SAFE-01: blocking or reporting a member removes their matches; a report needs a known reason', async () => {
    const { inbox, client } = setup();
    const lena = inbox.addMatch('Lena', { personId: 'lena' });
    const sami = inbox.addMatch('Sami', { personId: 'sami' });
    await client.start();
    const safety = new SafetyUseCase({ api: inbox, store: client.matches });
    expect((await safety.block('lena')).ok).toBe(true);
    expect(ids(client.matches.all.value)).toEqual([sami]);
    expect((await safety.report({ userId: 'sami', reason: 'boring' })).ok).toBe(false);
    expect(client.matches.match(sami)).toBeDefined();
    const reasons = await safety.reasons();
    expect(reasons.ok && reasons.value.map((reason) => reason.id)).toEqual(['fake', 'other']);
    expect((await safety.report({ userId: 'sami', reason: 'spam', matchId: sami as MatchId })).ok).toBe(true);
    expect(client.matches.all.value).toEqual([]);
    expect(inbox.blocked).toEqual(new Set(['lena', 'sami']));
    expect(lena).toBeDefined();
    client.stop();
  });

  it('MATCH-14, MATCH-16: the match profile shows the match`s person at once, then the card, fetched once and cached', async () => {
    const { inbox, client } = setup();
    inbox.addMatch('Lena', { personId: 'lena' });
    await client.start();
    const profile = new MatchProfileUseCase({ api: inbox, store: client.matches });
    expect(profile.placeholder('lena')?.name).toBe('Lena');
    const first = await profile.load('lena');
    expect(first.ok && first.value.name).toBe('Lena');
    await profile.load('lena');
    expect(inbox.calls.filter((call) => call.kind === 'person')).toHaveLength(1);
    expect((await profile.load('nobody')).ok).toBe(false);
    await flushMicrotasks();
    client.stop();
  });
});
