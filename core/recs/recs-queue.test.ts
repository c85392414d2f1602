import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecCard } from './rec-card';
import { mergeRecs, needsMoreRecs, putBackFront } from './recs-queue';
import { fakeRec } from './testing/fake-recs-api';

/** Cards drawn from a small pool of ids, so answers repeat each other and the queue. */
const cardArb = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h').map((id) => fakeRec(id));
const cardsArb = fc.array(cardArb, { maxLength: 12 });
const uniqueQueueArb = fc.uniqueArray(cardArb, { selector: (c) => c.id, maxLength: 6 });
const swipedArb = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), { maxLength: 4 }).map((ids) => new Set<string>(ids));
const ids = (cards: readonly RecCard[]) => cards.map((c) => c.id);

describe('recs queue rules', () => {
  it('API-08: a recs answer fills the queue: the held cards keep their order in front, no id twice, nothing swiped', () => {
    fc.assert(
      fc.property(uniqueQueueArb, cardsArb, swipedArb, (queue, incoming, swiped) => {
        const held = queue.filter((c) => !swiped.has(c.id));
        const merged = mergeRecs(held, incoming, swiped);
        expect(ids(merged).slice(0, held.length)).toEqual(ids(held));
        expect(new Set(ids(merged)).size).toBe(merged.length);
        for (const card of merged) expect(swiped.has(card.id)).toBe(false);
      }),
    );
  });

  it('API-08: every new candidate of an answer that was not swiped is queued once, in the order of the answer', () => {
    fc.assert(
      fc.property(uniqueQueueArb, cardsArb, swipedArb, (queue, incoming, swiped) => {
        const merged = mergeRecs(queue, incoming, swiped);
        const expected = [...new Set(ids(incoming))].filter((id) => !swiped.has(id) && !ids(queue).includes(id));
        expect(ids(merged).slice(queue.length)).toEqual(expected);
      }),
    );
  });

  it('RECS-11: a card whose swipe did not go through goes back on top, once', () => {
    fc.assert(
      fc.property(uniqueQueueArb, cardArb, (queue, card) => {
        const back = putBackFront(queue, card);
        expect(back[0]?.id).toBe(card.id);
        expect(ids(back).filter((id) => id === card.id)).toHaveLength(1);
        expect(ids(back).slice(1)).toEqual(ids(queue).filter((id) => id !== card.id));
      }),
    );
  });

  it('RECS-03: the queue is topped up when fewer than 3 candidates are left', () => {
    expect([0, 1, 2, 3, 4].map((n) => needsMoreRecs(n))).toEqual([true, true, true, false, false]);
  });
});
