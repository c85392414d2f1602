import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesDot, newActivityCount, NOTHING_UNREAD, type InboxUnread } from './inbox-badge';
import { InboxBadgeStore } from './inbox-badge.store';

const anyCount = fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity));
const unreadArb: fc.Arbitrary<InboxUnread> = fc.record({ newMatches: anyCount, unreadConversations: anyCount });
const counted = (n: number) => (Number.isFinite(n) && n >= 1 ? Math.floor(n) : 0);

describe('NAV-05: the matches dot', () => {
  it('NAV-05: the dot shows iff there is a new match or an unread conversation; bad counts count as none', () => {
    fc.assert(
      fc.property(unreadArb, (u) => {
        expect(matchesDot(u)).toBe(counted(u.newMatches) + counted(u.unreadConversations) > 0);
        expect(matchesDot(u)).toBe(newActivityCount(u) > 0);
      }),
    );
    expect(matchesDot(NOTHING_UNREAD)).toBe(false);
  });

  it('NAV-05: the store follows setUnread and clear, each writer keeping the other count (model test)', () => {
    type Op = { op: 'set'; value: Partial<InboxUnread> } | { op: 'clear' };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('set' as const),
        value: fc.record({ newMatches: fc.nat(20), unreadConversations: fc.nat(20) }, { requiredKeys: [] }),
      }),
      fc.constant({ op: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), (ops) => {
        const store = new InboxBadgeStore();
        let model = { newMatches: 0, unreadConversations: 0 };
        expect(store.matchesDot.value).toBe(false);
        for (const o of ops) {
          if (o.op === 'set') {
            store.setUnread(o.value);
            model = { ...model, ...o.value };
          } else {
            store.clear();
            model = { newMatches: 0, unreadConversations: 0 };
          }
          expect(store.unread.value).toEqual(model);
          expect(store.newActivity.value).toBe(model.newMatches + model.unreadConversations);
          expect(store.matchesDot.value).toBe(model.newMatches + model.unreadConversations > 0);
        }
      }),
    );
  });
});
