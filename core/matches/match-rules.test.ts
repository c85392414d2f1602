import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeRec } from '../recs/testing/fake-recs-api';
import type { MatchId } from '../shared';
import type { LastMessage, Match } from './match';
import { isArchivedV2, isExpiryUrgent } from './match-expiry';
import {
  filterOf,
  isEndOfList,
  isUnseen,
  newMatchesCount,
  notificationType,
  parseServerDate,
  sortForList,
  unreadConversationsCount,
  withoutUnmatched,
} from './match-rules';

const ME = 'me';
const T0 = Date.UTC(2026, 0, 1);

const matchOf = (overrides: Partial<Match> & { readonly id?: string } = {}): Match => ({
  id: (overrides.id ?? 'm1') as MatchId,
  person: fakeRec('p1', 'Lena'),
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

const messageArb: fc.Arbitrary<LastMessage> = fc.record({
  id: fc.constantFrom('a_1767225600000', 'b_1767225600001', 'c_1767225600002'),
  fromId: fc.constantFrom(ME, 'p1'),
  sentAt: fc.integer({ min: T0, max: T0 + 1_000_000 }),
  seq: fc.integer({ min: 1, max: 50 }),
  type: fc.constant('text'),
  text: fc.string(),
});

const matchArb: fc.Arbitrary<Match> = fc
  .record({
    id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    lastMessage: fc.option(messageArb, { nil: undefined }),
    matchSeen: fc.boolean(),
    lastSeenMsgId: fc.option(fc.constantFrom('a_1767225600000', 'b_1767225600001', 'c_1767225600002'), { nil: undefined }),
    createdDate: fc.integer({ min: T0, max: T0 + 1_000_000 }),
    archiveAt: fc.option(fc.integer({ min: T0, max: T0 + 2_000_000 }), { nil: undefined }),
  })
  .map(({ id, lastMessage, matchSeen, lastSeenMsgId, createdDate, archiveAt }) =>
    matchOf({
      id: id as MatchId,
      createdDate,
      lastActivityDate: lastMessage?.sentAt ?? createdDate,
      ...(lastMessage === undefined ? {} : { lastMessage }),
      seen: { matchSeen, ...(lastSeenMsgId === undefined ? {} : { lastSeenMsgId }) },
      ...(archiveAt === undefined ? {} : { archiveAt, expireAt: archiveAt }),
    }),
  );

describe('MATCH-02: is_archived_v2', () => {
  it('MATCH-02: archived exactly when now ≥ archive_at; never without an archive time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), (offset, archiveAt) => {
        expect(isArchivedV2(archiveAt, archiveAt + offset)).toBe(offset >= 0);
        expect(isArchivedV2(undefined, archiveAt + offset)).toBe(false);
        expect(isArchivedV2(null, archiveAt + offset)).toBe(false);
      }),
    );
  });
});

describe('MATCH-03: created_date', () => {
  it('MATCH-03: the server date is parsed to epoch ms; ISO text, ms and seconds read alike; anything else is no date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000_000_000, max: 4_000_000_000_000 }), (ms) => {
        expect(parseServerDate(new Date(ms).toISOString())).toBe(ms);
        expect(parseServerDate(ms)).toBe(ms);
      }),
    );
    expect(parseServerDate(1_767_225_600)).toBe(1_767_225_600_000);
    for (const bad of ['', 'yesterday', null, undefined, {}, Number.NaN]) expect(parseServerDate(bad)).toBeUndefined();
  });
});

describe('MATCH-06: unseen, with Q-09', () => {
  it('MATCH-06: not match_seen and the last message not own → unseen (no message at all included)', () => {
    fc.assert(
      fc.property(matchArb, (match) => {
        if (!match.seen.matchSeen && match.lastMessage?.fromId !== ME) expect(isUnseen(match, ME)).toBe(true);
      }),
    );
  });

  it('MATCH-06: the last message is the other member`s and last_seen_msg_id differs from it → unseen', () => {
    fc.assert(
      fc.property(matchArb, (match) => {
        const last = match.lastMessage;
        if (last !== undefined && last.fromId !== ME && match.seen.lastSeenMsgId !== last.id) expect(isUnseen(match, ME)).toBe(true);
      }),
    );
  });

  it('MATCH-06: seen when match_seen and last_seen_msg_id is the last message (or there is none)', () => {
    fc.assert(
      fc.property(matchArb, (match) => {
        const last = match.lastMessage;
        if (match.seen.matchSeen && (last === undefined || match.seen.lastSeenMsgId === last.id)) expect(isUnseen(match, ME)).toBe(false);
      }),
    );
  });

  it('Q-09, MATCH-06: a match whose last message is the member`s own is never unseen, whatever the markers say', () => {
    fc.assert(
      fc.property(matchArb, messageArb, (match, last) => {
        expect(isUnseen({ ...match, lastMessage: { ...last, fromId: ME } }, ME)).toBe(false);
      }),
    );
  });
});

describe('MATCH-04, MATCH-05: counts', () => {
  it('MATCH-05: the new-matches count is the number of unseen matches with no messages', () => {
    fc.assert(
      fc.property(fc.uniqueArray(matchArb, { selector: (match) => match.id, maxLength: 12 }), (matches) => {
        const noMessages = matches.filter((match) => match.lastMessage === undefined);
        expect(newMatchesCount(matches, ME)).toBe(noMessages.filter((match) => isUnseen(match, ME)).length);
        // Without messages the last message is never own: unseen is exactly "not match_seen".
        expect(newMatchesCount(matches, ME)).toBe(noMessages.filter((match) => !match.seen.matchSeen).length);
        expect(newMatchesCount(matches, ME) + unreadConversationsCount(matches, ME)).toBe(matches.filter((match) => isUnseen(match, ME)).length);
      }),
    );
  });

  it('MATCH-04: unmatched ids are left out of every list and count', () => {
    fc.assert(
      fc.property(fc.uniqueArray(matchArb, { selector: (match) => match.id, maxLength: 12 }), fc.nat(), (matches, pick) => {
        const unmatched = new Set(matches.filter((_, i) => (pick >> i) % 2 === 1).map((match) => match.id));
        const kept = withoutUnmatched(matches, unmatched);
        expect(kept.every((match) => !unmatched.has(match.id))).toBe(true);
        expect(kept).toHaveLength(matches.length - unmatched.size);
        expect(newMatchesCount(matches, ME, unmatched)).toBe(newMatchesCount(kept, ME));
        expect(unreadConversationsCount(matches, ME, unmatched)).toBe(unreadConversationsCount(kept, ME));
      }),
    );
  });
});

describe('MATCH-07: order', () => {
  it('MATCH-07: the lists are sorted by last-message time, newest first; the archive by archive time; same matches, each once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(matchArb, { selector: (match) => match.id, maxLength: 12 }), (matches) => {
        const byMessage = sortForList(matches, 'withMessages');
        expect(new Set(byMessage)).toEqual(new Set(matches));
        const times = byMessage.map((match) => match.lastMessage?.sentAt ?? match.lastActivityDate);
        for (let i = 1; i < times.length; i += 1) expect(times[i - 1]!).toBeGreaterThanOrEqual(times[i]!);
        const archived = sortForList(matches, 'archivedMatches').map((match) => match.archiveAt ?? match.createdDate);
        for (let i = 1; i < archived.length; i += 1) expect(archived[i - 1]!).toBeGreaterThanOrEqual(archived[i]!);
      }),
    );
  });

  it('MATCH-07: the time of the latest message orders the list, even where the activity date of the match says otherwise', () => {
    const message = (id: string, sentAt: number) => ({ id, fromId: 'p1', sentAt, seq: 1, type: 'text' as const, text: 'hi' });
    const older = matchOf({ id: 'm-older' as MatchId, lastActivityDate: T0 + 9_000, lastMessage: message('a_1767225601000', T0 + 1_000) });
    const newer = matchOf({ id: 'm-newer' as MatchId, lastActivityDate: T0 + 2_000, lastMessage: message('b_1767225605000', T0 + 5_000) });
    expect(sortForList([older, newer], 'withMessages').map((m) => m.id)).toEqual(['m-newer', 'm-older']);
  });

  it('MATCH-02, MATCH-08: a match is listed by its state: archived once archived, else with or without messages', () => {
    const now = T0 + 1000;
    expect(filterOf(matchOf({ archiveAt: now }), now)).toBe('archivedMatches');
    expect(filterOf(matchOf({ archiveAt: now + 1 }), now)).toBe('withoutMessages');
    expect(filterOf(matchOf({ lastMessage: { id: 'a_1767225600000', fromId: 'p1', sentAt: T0, seq: 1, type: 'text', text: 'hi' } }), now)).toBe('withMessages');
    // A conversation whose latest message is not in the summary still has messages (its sequence has moved).
    expect(filterOf(matchOf({ lastSeq: 3 }), now)).toBe('withMessages');
    expect(filterOf(matchOf({ lastSeq: 3, archiveAt: now }), now)).toBe('archivedMatches');
  });
});

describe('MATCH-09, MATCH-11, MATCH-17', () => {
  it('MATCH-09: a list has ended when a page comes without a next page token', () => {
    expect(isEndOfList(undefined)).toBe(true);
    expect(isEndOfList(null)).toBe(true);
    expect(isEndOfList('')).toBe(true);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (token) => {
        expect(isEndOfList(token)).toBe(false);
      }),
    );
  });

  it('MATCH-11: the notification types are superboost, boost, super_like, fastmatch and normal', () => {
    expect(notificationType(matchOf({ isSuperBoostMatch: true, isBoostMatch: true }))).toBe('superboost');
    expect(notificationType(matchOf({ isBoostMatch: true, superLiker: 'p1' }))).toBe('boost');
    expect(notificationType(matchOf({ superLiker: 'p1', isFastMatch: true }))).toBe('super_like');
    expect(notificationType(matchOf({ isFastMatch: true }))).toBe('fastmatch');
    expect(notificationType(matchOf())).toBe('normal');
  });

  it('MATCH-17: urgent within 86,400 s of expire_at, and only before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: T0, max: T0 + 10_000_000_000 }), fc.integer({ min: -200_000_000, max: 200_000_000 }), (expireAt, before) => {
        expect(isExpiryUrgent(expireAt, expireAt - before)).toBe(before > 0 && before <= 86_400_000);
      }),
    );
    expect(isExpiryUrgent(undefined, T0)).toBe(false);
  });
});
