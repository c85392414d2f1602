import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeRec } from '../recs/testing/fake-recs-api';
import { err, ok, type MatchId, type Result } from '../shared';
import { FakeTime, flushMicrotasks, MemoryLogger } from '../shared/testing';
import {
  isExpiryUrgent,
  LoadMatchesUseCase,
  LruCache,
  MarkMatchSeenUseCase,
  MatchLookup,
  MatchProfileUseCase,
  MatchesStore,
  parseServerDate,
  SafetyUseCase,
  sortForList,
  UnmatchUseCase,
  filterOf,
  type LastMessage,
  type Match,
  type MatchesApiPort,
  type MatchesError,
  type MatchFilter,
  type MatchPage,
  type MatchPerson,
} from './index';

const ME = 'me';
const T0 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

const matchOf = (id: string, overrides: Partial<Match> = {}): Match => ({
  id: id as MatchId,
  person: fakeRec(`p-${id}`, `Person ${id}`),
  createdDate: T0,
  lastActivityDate: T0,
  lastSeq: overrides.lastMessage?.seq ?? 0,
  seen: { matchSeen: false },
  isSuperBoostMatch: false,
  isBoostMatch: false,
  isFastMatch: false,
  isPrimetimeBoostMatch: false,
  readReceipt: { enabled: false },
  ...overrides,
});

const message = (id: string, fromId: string, sentAt: number, seq: number): LastMessage => ({ id, fromId, sentAt, seq, type: 'text', text: 'hi' });

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}
const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** A provider whose answers the test gives, one call at a time. */
class ScriptedMatchesApi implements MatchesApiPort {
  readonly calls: string[] = [];
  readonly pages: Array<{ readonly filter: MatchFilter; readonly token: string | undefined; readonly answer: Deferred<Result<MatchPage, MatchesError>> }> = [];
  persons = new Map<string, MatchPerson>();
  matches = new Map<string, Match>();
  nextAnswer: Result<void, MatchesError> = ok(undefined);
  gate: Deferred<void> | undefined;

  listMatches(filter: MatchFilter, pageToken?: string): Promise<Result<MatchPage, MatchesError>> {
    this.calls.push(`list ${filter} ${pageToken ?? '-'}`);
    const answer = deferred<Result<MatchPage, MatchesError>>();
    this.pages.push({ filter, token: pageToken, answer });
    return answer.promise;
  }

  /** Answers the oldest open page call. */
  answerPage(matches: readonly Match[], nextPageToken?: string): void {
    const page = this.pages.shift();
    if (page === undefined) throw new Error('no page call open');
    page.answer.resolve(ok(nextPageToken === undefined ? { matches } : { matches, nextPageToken }));
  }

  failPage(code: string | number): void {
    this.pages.shift()?.answer.resolve(err({ code }));
  }

  async getMatch(id: MatchId): Promise<Result<Match, MatchesError>> {
    this.calls.push(`get ${id}`);
    await this.gate?.promise;
    const found = this.matches.get(id);
    return found === undefined ? err({ code: 40400 }) : ok(found);
  }

  async unmatch(id: MatchId): Promise<Result<void, MatchesError>> {
    this.calls.push(`unmatch ${id}`);
    return this.nextAnswer;
  }

  async markMatchSeen(id: MatchId): Promise<Result<void, MatchesError>> {
    this.calls.push(`seen ${id}`);
    return this.nextAnswer;
  }

  async fetchPerson(userId: string): Promise<Result<MatchPerson, MatchesError>> {
    this.calls.push(`person ${userId}`);
    const person = this.persons.get(userId) ?? (userId.startsWith('p') ? fakeRec(userId, `Card ${userId}`) : undefined);
    return person === undefined ? err({ code: 40400 }) : ok(person);
  }

  async block(userId: string): Promise<Result<void, MatchesError>> {
    this.calls.push(`block ${userId}`);
    return this.nextAnswer;
  }

  async report(draft: { readonly userId: string }): Promise<Result<string, MatchesError>> {
    this.calls.push(`report ${draft.userId}`);
    return this.nextAnswer.ok ? ok('r1') : this.nextAnswer;
  }

  async reportReasons(): Promise<Result<readonly { readonly id: string; readonly title: string }[], MatchesError>> {
    return ok([{ id: 'spam', title: 'Spam' }]);
  }
}

const setup = (ownId: string | undefined = ME) => {
  const time = new FakeTime(T0);
  const api = new ScriptedMatchesApi();
  const store = new MatchesStore(signal(ownId), T0);
  const load = new LoadMatchesUseCase({ api, store, clock: time });
  return { time, api, store, load };
};

const ids = (matches: readonly { readonly id: string }[]) => matches.map((m) => m.id);

describe('LoadMatchesUseCase', () => {
  it('MATCH-08: the first load asks each first list once per sign-in; after a logout it asks again', async () => {
    const { api, store, load } = setup();
    const first = load.initialLoad();
    expect(load.initialLoad()).toBe(first);
    expect(api.calls).toEqual(['list withMessages -', 'list withoutMessages -']);
    api.answerPage([]);
    api.answerPage([]);
    await first;
    await load.initialLoad();
    expect(api.calls).toHaveLength(2);
    store.reset();
    const again = load.initialLoad();
    expect(api.calls).toHaveLength(4);
    api.answerPage([]);
    api.answerPage([]);
    await again;
  });

  it('MATCH-08: a list shows loading while its page is out, keeping its token', async () => {
    const { api, store, load } = setup();
    const first = load.loadFirst('withoutMessages');
    expect(store.lists.value.withoutMessages).toEqual({ status: 'loading', isEndOfList: false });
    api.answerPage([matchOf('a')], 't2');
    await first;
    const more = load.loadMore('withoutMessages');
    expect(store.lists.value.withoutMessages).toEqual({ status: 'loading', nextPageToken: 't2', isEndOfList: false });
    expect(api.calls).toEqual(['list withoutMessages -', 'list withoutMessages t2']);
    api.answerPage([matchOf('b')]);
    await more;
    expect(store.lists.value.withoutMessages).toEqual({ status: 'loaded', isEndOfList: true });
  });

  it('MATCH-09: a second call while a page is out joins it, and settles only when the page has arrived', async () => {
    const { api, store, load } = setup();
    const first = load.loadFirst('withMessages');
    const joined = load.loadFirst('withMessages');
    let moreDone = false;
    const more = load.loadMore('withMessages').then(() => {
      moreDone = true;
    });
    await flushMicrotasks();
    expect(api.calls).toEqual(['list withMessages -']);
    expect(moreDone).toBe(false);
    api.answerPage([matchOf('a', { lastMessage: message('x1', 'p-a', T0, 1) })]);
    await Promise.all([first, joined, more]);
    expect(moreDone).toBe(true);
    expect(store.lists.value.withMessages.status).toBe('loaded');
  });

  it('MATCH-09: at the end of a list nothing more is asked; a list never loaded loads its first page', async () => {
    const { api, store, load } = setup();
    const more = load.loadMore('archivedMatches');
    expect(api.calls).toEqual(['list archivedMatches -']);
    api.answerPage([]);
    await more;
    expect(store.lists.value.archivedMatches).toEqual({ status: 'loaded', isEndOfList: true });
    await load.loadMore('archivedMatches');
    expect(api.calls).toHaveLength(1);
    expect(api.pages).toHaveLength(0);
  });

  it('MATCH-09: after a failed first page, the next page is the first again', async () => {
    const { api, store, load } = setup();
    const first = load.loadFirst('withoutMessages');
    api.failPage('API.NETWORK');
    await first;
    expect(store.lists.value.withoutMessages).toEqual({ status: 'error', isEndOfList: false, error: 'API.NETWORK' });
    const more = load.loadMore('withoutMessages');
    expect(api.calls).toEqual(['list withoutMessages -', 'list withoutMessages -']);
    api.answerPage([matchOf('a')]);
    await more;
    expect(ids(store.withoutMessages.value)).toEqual(['a']);
  });

  it('MATCH-08: a page that answers after a logout is dropped; the load after the logout is not disturbed by it', async () => {
    const { api, store, load } = setup();
    const before = load.loadFirst('withoutMessages');
    store.reset();
    const after = load.loadFirst('withoutMessages');
    expect(api.calls).toHaveLength(2);
    api.answerPage([matchOf('old')]);
    await before;
    expect(store.all.value).toEqual([]);
    expect(store.lists.value.withoutMessages.status).toBe('loading');
    // The old answer's end does not forget the load under way: a third call joins it.
    const joined = load.loadFirst('withoutMessages');
    expect(api.calls).toHaveLength(2);
    api.answerPage([matchOf('new')]);
    await Promise.all([after, joined]);
    expect(ids(store.all.value)).toEqual(['new']);
  });

  it('MATCH-08: newFlags: a match that arrives after the lists loaded is new until a first page brings it; a later page does not clear it', async () => {
    const { api, store, load } = setup();
    const first = load.loadFirst('withoutMessages');
    api.answerPage([matchOf('a')], 't2');
    await first;
    store.upsert([matchOf('n1'), matchOf('n2')]);
    expect([...store.newFlags.value].sort()).toEqual(['n1', 'n2']);
    const more = load.loadMore('withoutMessages');
    api.answerPage([matchOf('n2')], 't3');
    await more;
    expect([...store.newFlags.value].sort()).toEqual(['n1', 'n2']);
    const reload = load.loadFirst('withoutMessages');
    api.answerPage([matchOf('n1'), matchOf('a')], 't2');
    await reload;
    expect([...store.newFlags.value]).toEqual(['n2']);
  });

  it('MATCH-17: a page sets the time the lists are read at (archive and urgency)', async () => {
    const { api, store, load, time } = setup();
    time.advance(3 * DAY);
    const first = load.loadFirst('withoutMessages');
    api.answerPage([matchOf('a', { archiveAt: T0 + 2 * DAY, expireAt: T0 + 2 * DAY }), matchOf('b', { expireAt: T0 + 3 * DAY + 1000 })]);
    await first;
    expect(ids(store.archived.value)).toEqual(['a']);
    expect(store.items('withoutMessages').map((item) => [item.match.id, item.urgent])).toEqual([['b', true]]);
  });
});

describe('MatchesStore', () => {
  const loaded = (store: MatchesStore, filter: MatchFilter, matches: readonly Match[]) => {
    store.startLoading(filter);
    store.pageLoaded(filter, matches, undefined, true);
  };

  it('MATCH-08: list(filter) is the list of that filter', () => {
    const { store } = setup();
    expect(store.list('withMessages')).toBe(store.withMessages);
    expect(store.list('withoutMessages')).toBe(store.withoutMessages);
    expect(store.list('archivedMatches')).toBe(store.archived);
  });

  it('MATCH-02, MATCH-05, NAV-05: archived matches count neither as new matches nor as unread conversations', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [
      matchOf('a', { archiveAt: T0 - 1 }),
      matchOf('b', { archiveAt: T0 - 1, lastMessage: message('x', 'p-b', T0 - 10, 1) }),
      matchOf('c'),
      matchOf('d', { lastMessage: message('y', 'p-d', T0 - 10, 1) }),
    ]);
    expect(ids(store.archived.value).sort()).toEqual(['a', 'b']);
    expect(store.newMatchesCount.value).toBe(1);
    expect(store.unreadConversationsCount.value).toBe(1);
  });

  it('Q-09, MATCH-06: the member`s own latest message is never unread, in the counts, the rows and isUnseen', () => {
    const { store } = setup();
    loaded(store, 'withMessages', [matchOf('a', { lastMessage: message('x', ME, T0, 1) }), matchOf('b', { lastMessage: message('y', 'p-b', T0, 1) })]);
    expect(store.unreadConversationsCount.value).toBe(1);
    expect(store.items('withMessages').map((item) => [item.match.id, item.unseen])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(store.isUnseen('a')).toBe(false);
    expect(store.isUnseen('b')).toBe(true);
    expect(store.isUnseen('nope')).toBe(false);
  });

  it('MATCH-11: a row says how the match is announced', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [matchOf('a', { isBoostMatch: true })]);
    expect(store.items('withoutMessages')[0]?.notificationType).toBe('boost');
  });

  it('MATCH-04: an unmatched match stays out, even when fetched again by id or carried by an update', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [matchOf('a'), matchOf('b')]);
    store.remove(['a']);
    expect(ids(store.all.value)).toEqual(['b']);
    store.upsert([matchOf('a')]);
    expect(store.match('a')).toBeUndefined();
    expect(store.newFlags.value.size).toBe(0);
    store.putSingle(matchOf('a'));
    expect(store.match('a')).toBeUndefined();
    expect(store.newMatchesCount.value).toBe(1);
  });

  it('MATCH-04: removing nothing changes nothing; removing a match fetched by id forgets it', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [matchOf('a')]);
    const all = store.all.value;
    const unmatched = store.unmatched.value;
    store.remove([]);
    store.upsert([]);
    expect(store.all.value).toBe(all);
    expect(store.unmatched.value).toBe(unmatched);
    store.putSingle(matchOf('s'));
    expect(store.match('s')?.id).toBe('s');
    store.remove(['s']);
    expect(store.match('s')).toBeUndefined();
    expect(store.unmatched.value).toEqual(new Set(['s']));
  });

  it('MATCH-10: a match fetched by id that is already listed updates the list', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [matchOf('a')]);
    store.putSingle(matchOf('a', { isFastMatch: true }));
    expect(store.withoutMessages.value[0]?.isFastMatch).toBe(true);
  });

  it('MATCH-08: newFlags: only a match new to the member, after a list has loaded, arriving by update, is flagged', () => {
    const { store } = setup();
    store.upsert([matchOf('early')]);
    expect(store.newFlags.value.size).toBe(0);
    loaded(store, 'withMessages', []);
    store.putSingle(matchOf('single'));
    store.upsert([matchOf('early', { isFastMatch: true }), matchOf('single')]);
    expect(store.newFlags.value.size).toBe(0);
    const flags = store.newFlags.value;
    store.upsert([matchOf('early', { isBoostMatch: true })]);
    expect(store.newFlags.value).toBe(flags);
    store.pageLoaded('withoutMessages', [matchOf('paged')], undefined, false);
    expect(store.newFlags.value.size).toBe(0);
    store.upsert([matchOf('fresh')]);
    expect([...store.newFlags.value]).toEqual(['fresh']);
    store.clearNewFlags();
    expect(store.newFlags.value.size).toBe(0);
  });

  it('a newer latest message moves the match into the conversations and ends its expiry; an older one changes nothing', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [matchOf('a', { expireAt: T0 + DAY, archiveAt: T0 + DAY, lastActivityDate: T0 + 500 })]);
    store.setLastMessage('a', message('m2', 'p-a', T0 + 100, 2));
    const after = store.match('a')!;
    expect(after.lastMessage?.id).toBe('m2');
    expect(after.lastSeq).toBe(2);
    expect(after.lastActivityDate).toBe(T0 + 500);
    expect(after.expireAt).toBeUndefined();
    expect(after.archiveAt).toBeUndefined();
    expect(ids(store.withMessages.value)).toEqual(['a']);
    store.setLastMessage('a', message('m3', 'p-a', T0 + 900, 3));
    expect(store.match('a')?.lastActivityDate).toBe(T0 + 900);
    const all = store.all.value;
    store.setLastMessage('a', message('m1', 'p-a', T0 + 2000, 1));
    store.setLastMessage('a', message('m3b', 'p-a', T0 + 2000, 3));
    expect(store.all.value).toBe(all);
    expect(store.match('a')?.lastMessage?.id).toBe('m3');
  });

  it('MATCH-12: seen markers apply to a listed match and to one fetched by id', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [matchOf('a')]);
    store.putSingle(matchOf('s'));
    store.markSeen('a', { matchSeen: true });
    store.markSeen('s', { matchSeen: true });
    expect(store.match('a')?.seen.matchSeen).toBe(true);
    expect(store.match('s')?.seen.matchSeen).toBe(true);
    store.markSeen('nope', { matchSeen: true });
    expect(store.match('nope')).toBeUndefined();
  });

  it('CHAT-08: read receipts: enabled once; the last read message is kept only when enabled', () => {
    const { store } = setup();
    loaded(store, 'withMessages', [matchOf('a', { lastMessage: message('x', 'p-a', T0, 1) })]);
    store.setLastRead('a', 'x');
    expect(store.match('a')?.readReceipt).toEqual({ enabled: false });
    store.enableReadReceipt('a');
    expect(store.match('a')?.readReceipt).toEqual({ enabled: true });
    const all = store.all.value;
    store.enableReadReceipt('a');
    expect(store.all.value).toBe(all);
    store.setLastRead('a', 'x');
    expect(store.match('a')?.readReceipt).toEqual({ enabled: true, lastReadMsgId: 'x' });
  });

  it('MATCH-10: the poll interval is 2 s and takes only a positive finite number', () => {
    const { store } = setup();
    expect(store.pollInterval.value).toBe(2000);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) store.setPollInterval(bad);
    expect(store.pollInterval.value).toBe(2000);
    store.setPollInterval(1);
    expect(store.pollInterval.value).toBe(1);
    store.setPollInterval(5000);
    expect(store.pollInterval.value).toBe(5000);
  });

  it('reset (logout) forgets everything, the poll interval and the activity date included', () => {
    const { store } = setup();
    loaded(store, 'withoutMessages', [matchOf('a')]);
    store.putSingle(matchOf('s'));
    store.remove(['b']);
    store.upsert([matchOf('n')]);
    store.setPollInterval(9000);
    store.setLastActivityDate(T0 + 5);
    expect(store.lastActivityDate.value).toBe(T0 + 5);
    const epoch = store.epoch.value;
    store.reset();
    expect(store.epoch.value).not.toBe(epoch);
    expect(store.all.value).toEqual([]);
    expect(store.match('s')).toBeUndefined();
    expect(store.unmatched.value.size).toBe(0);
    expect(store.newFlags.value.size).toBe(0);
    expect(store.pollInterval.value).toBe(2000);
    expect(store.lastActivityDate.value).toBeUndefined();
    expect(store.lists.value.withoutMessages).toEqual({ status: 'not-loaded', isEndOfList: false });
  });
});

describe('the use-cases', () => {
  it('MATCH-12: marking an unknown match seen asks nothing; a refused marker is logged and the mark stays', async () => {
    const { api, store } = setup();
    const logger = new MemoryLogger();
    const seen = new MarkMatchSeenUseCase({ api, store, logger });
    await seen.execute('nope' as MatchId);
    expect(api.calls).toEqual([]);
    store.startLoading('withoutMessages');
    store.pageLoaded('withoutMessages', [matchOf('a'), matchOf('b')], undefined, true);
    await seen.execute('a' as MatchId);
    expect(logger.entries).toEqual([]);
    api.nextAnswer = err({ code: 'API.NETWORK' });
    await seen.execute('b' as MatchId);
    expect(store.match('b')?.seen.matchSeen).toBe(true);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'matches.seen-failed', context: { code: 'API.NETWORK' } }]);
  });

  it('MATCH-13: an unmatch the server refuses keeps the match; one it no longer knows (40400) removes it', async () => {
    const { api, store } = setup();
    store.startLoading('withoutMessages');
    store.pageLoaded('withoutMessages', [matchOf('a'), matchOf('b'), matchOf('c')], undefined, true);
    const unmatch = new UnmatchUseCase({ api, store });
    api.nextAnswer = err({ code: 50000 });
    expect((await unmatch.execute('a' as MatchId)).ok).toBe(false);
    expect(store.match('a')).toBeDefined();
    api.nextAnswer = err({ code: 40400 });
    await unmatch.execute('a' as MatchId);
    expect(store.match('a')).toBeUndefined();
    api.nextAnswer = ok(undefined);
    await unmatch.execute('b' as MatchId);
    expect(ids(store.all.value)).toEqual(['c']);
  });

  it('SAFE-02, SAFE-01: only the blocked or reported member`s matches go, and only once the server agrees', async () => {
    const { api, store } = setup();
    store.startLoading('withoutMessages');
    store.pageLoaded('withoutMessages', [matchOf('a'), matchOf('b'), matchOf('c', { person: fakeRec('p-a', 'Again') })], undefined, true);
    const safety = new SafetyUseCase({ api, store });
    api.nextAnswer = err({ code: 50000 });
    await safety.block('p-a');
    await safety.report({ userId: 'p-b', reason: 'spam' });
    expect(ids(store.all.value).sort()).toEqual(['a', 'b', 'c']);
    api.nextAnswer = ok(undefined);
    await safety.block('p-a');
    expect(ids(store.all.value)).toEqual(['b']);
    expect(store.unmatched.value).toEqual(new Set(['a', 'c']));
    const filed = await safety.report({ userId: 'p-b', reason: 'spam' });
    expect(filed).toEqual({ ok: true, value: 'r1' });
    expect(store.all.value).toEqual([]);
  });

  it('MATCH-14, MATCH-16: the placeholder is only the person of that match; a failed card takes no room among the 120 kept', async () => {
    const { api, store } = setup();
    store.startLoading('withoutMessages');
    store.pageLoaded('withoutMessages', [matchOf('a')], undefined, true);
    const profile = new MatchProfileUseCase({ api, store });
    expect(profile.placeholder('p-a')?.name).toBe('Person a');
    expect(profile.placeholder('p-x')).toBeUndefined();
    for (let i = 0; i < 120; i += 1) await profile.load(`p${i}`);
    expect(api.calls).toHaveLength(120);
    expect((await profile.load('nobody')).ok).toBe(false);
    await profile.load('p0');
    expect(api.calls).toHaveLength(121);
    expect(profile.placeholder('p0')?.name).toBe('Card p0');
    profile.clear();
    await profile.load('p0');
    expect(api.calls.filter((call) => call === 'person p0')).toHaveLength(2);
  });

  it('ROUTE-21, MATCH-10: a match fetched while the member logged out is not kept', async () => {
    const { api, store, load } = setup();
    const lookup = new MatchLookup({ api, store, load });
    api.matches.set('a', matchOf('a'));
    api.gate = deferred<void>();
    const fetching = lookup.fetchMatch('a' as MatchId);
    store.reset();
    api.gate.resolve();
    expect((await fetching).ok).toBe(true);
    expect(lookup.hasMatch('a' as MatchId)).toBe(false);
    api.gate = undefined;
    await lookup.fetchMatch('a' as MatchId);
    expect(lookup.hasMatch('a' as MatchId)).toBe(true);
    expect(await lookup.fetchMatch('b' as MatchId)).toEqual({ ok: false, error: expect.objectContaining({ code: 40400 }) });
  });
});

describe('the rules at their edges', () => {
  it('MATCH-17: urgent from 86,400 s before expire_at up to, not at, expire_at; never without an expiry time', () => {
    expect(isExpiryUrgent(T0, T0)).toBe(false);
    expect(isExpiryUrgent(T0, T0 - 1)).toBe(true);
    expect(isExpiryUrgent(T0, T0 - 86_400_000)).toBe(true);
    expect(isExpiryUrgent(T0, T0 - 86_400_001)).toBe(false);
    for (const now of [-1, 0, -86_400_000, T0]) {
      expect(isExpiryUrgent(null, now)).toBe(false);
      expect(isExpiryUrgent(undefined, now)).toBe(false);
    }
  });

  it('MATCH-03: epoch values below 10^11 are seconds, from 10^11 on milliseconds; only text and numbers are dates', () => {
    expect(parseServerDate(100_000_000_000)).toBe(100_000_000_000);
    expect(parseServerDate(99_999_999_999)).toBe(99_999_999_999_000);
    expect(parseServerDate(['2026-01-01T00:00:00Z'])).toBeUndefined();
    expect(parseServerDate(new Date(T0))).toBeUndefined();
  });

  it('MATCH-07: equal times order by id, the higher first, whatever the order they come in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,4}$/), { maxLength: 12 }), (list) => {
        const sorted = ids(sortForList(list.map((id) => matchOf(id)), 'withMessages'));
        expect(sorted).toEqual([...list].sort().reverse());
      }),
    );
    const same = [matchOf('b'), matchOf('a'), matchOf('c')];
    expect(ids(sortForList(same, 'withoutMessages'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortForList([matchOf('a'), matchOf('c')], 'withoutMessages'))).toEqual(['c', 'a']);
  });

  it('MATCH-08: a match with a latest message is a conversation, even before its sequence is known', () => {
    expect(filterOf(matchOf('a', { lastMessage: message('x', 'p-a', T0, 1), lastSeq: 0 }), T0)).toBe('withMessages');
  });

  it('MATCH-16: a cache counts its entries, says what it pushed out, forgets one or all, and lists its values by recency', () => {
    expect(() => new LruCache(0)).toThrow('a cache holds at least 1 entry, got 0');
    const cache = new LruCache<string, number>(2);
    expect(cache.set('a', 1)).toBeUndefined();
    cache.set('b', 2);
    expect(cache.size).toBe(2);
    expect(cache.set('c', 3)).toEqual({ key: 'a', value: 1 });
    expect(cache.values()).toEqual([2, 3]);
    expect(cache.delete('b')).toBe(true);
    expect(cache.delete('b')).toBe(false);
    expect(cache.size).toBe(1);
    expect(cache.values()).toEqual([3]);
  });
});
