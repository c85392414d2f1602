import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InboxBadgeStore } from '../navigation';
import { fakeRec } from '../recs/testing/fake-recs-api';
import type { MatchId } from '../shared';
import type { Match } from './match';
import { isUnseen } from './match-rules';
import { MatchesStore } from './matches.store';
import { syncUnreadBadge } from './unread-badge';

const T0 = Date.UTC(2026, 0, 1);

const matchArb: fc.Arbitrary<Match> = fc
  .record({
    id: fc.stringMatching(/^m[0-9]{1,3}$/),
    last: fc.option(fc.record({ id: fc.constantFrom('x_1767225600000', 'y_1767225600001'), own: fc.boolean() }), { nil: undefined }),
    matchSeen: fc.boolean(),
    lastSeenMsgId: fc.option(fc.constantFrom('x_1767225600000', 'y_1767225600001'), { nil: undefined }),
  })
  .map(({ id, last, matchSeen, lastSeenMsgId }) => ({
    id: id as MatchId,
    person: fakeRec(`p-${id}`),
    createdDate: T0,
    lastActivityDate: T0,
    ...(last === undefined ? {} : { lastMessage: { id: last.id, fromId: last.own ? 'me' : `p-${id}`, sentAt: T0, seq: 1, type: 'text', text: 'hi' } }),
    lastSeq: last === undefined ? 0 : 1,
    seen: { matchSeen, ...(lastSeenMsgId === undefined ? {} : { lastSeenMsgId }) },
    isSuperBoostMatch: false,
    isBoostMatch: false,
    isFastMatch: false,
    isPrimetimeBoostMatch: false,
    readReceipt: { enabled: false },
  }));

describe('NAV-05: the matches dot reads the matches state', () => {
  it('NAV-05, MATCH-05, MATCH-06: the dot shows iff some listed match is unseen; the counts split new matches from unread conversations', () => {
    fc.assert(
      fc.property(fc.uniqueArray(matchArb, { selector: (match) => match.id, maxLength: 10 }), fc.nat(), (matches, pick) => {
        const store = new MatchesStore(signal('me'), T0);
        const badge = new InboxBadgeStore();
        const sync = syncUnreadBadge(store, badge);
        store.upsert(matches);
        const unmatched = matches.filter((_, i) => (pick >> i) % 3 === 0).map((match) => match.id);
        store.remove(unmatched);
        const live = matches.filter((match) => !unmatched.includes(match.id));
        expect(badge.matchesDot.value).toBe(live.some((match) => isUnseen(match, 'me')));
        expect(badge.unread.value).toEqual({
          newMatches: live.filter((match) => match.lastMessage === undefined && isUnseen(match, 'me')).length,
          unreadConversations: live.filter((match) => match.lastMessage !== undefined && isUnseen(match, 'me')).length,
        });
        sync.dispose();
      }),
    );
  });
});
