import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchId, UserId } from '../shared';
import { needsMoreRecs } from './recs-queue';
import type { SwipeAction } from './gestures';
import type { RecCard } from './rec-card';
import { INITIAL_RECS_STATE, MAIN_QUEUE, recsReducer, type RecsAction, type RecsState } from './recs-state';
import { fakeRec } from './testing/fake-recs-api';

const POOL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const card = (id: string, photos = 3): RecCard => fakeRec(id, `Member ${id}`, { photos: Array.from({ length: photos }, (_, i) => ({ url: `/p/${id}/${i}` })) });
const cardArb = fc.constantFrom(...POOL).map((id) => card(id));
const cardsArb = fc.array(cardArb, { maxLength: 12 });
const ids = (cards: readonly RecCard[]) => cards.map((c) => c.id);
const run = (actions: readonly RecsAction[], from: RecsState = INITIAL_RECS_STATE) => actions.reduce(recsReducer, from);
const loaded = (...cards: RecCard[]) => run([{ type: 'loadRecs/start' }, { type: 'loadRecs/done', cards }]);
const main = (s: RecsState) => s.queues[MAIN_QUEUE] ?? [];

describe('the recs state (RECS-04) and its actions (RECS-05)', () => {
  it('RECS-04: the state holds queues{main}, activeQueue, previousRec, previouslySwiped, likedRecPhotos, status, error, the out-of flags, the counts, recentlyMatchedMatchIds and superlike', () => {
    const spec = ['queues', 'activeQueue', 'previousRec', 'previouslySwiped', 'likedRecPhotos', 'status', 'error', 'outOfLikes', 'outOfRecs', 'outOfSuperlikes'];
    const counts = ['swipeCount', 'persistedSwipeCount', 'rightSwipeCount', 'superlikeSwipeCount'];
    for (const field of [...spec, ...counts, 'recentlyMatchedMatchIds', 'superlike']) expect(INITIAL_RECS_STATE, field).toHaveProperty(field);
    expect(Object.keys(INITIAL_RECS_STATE.queues)).toEqual(['main']);
    expect(Object.keys(INITIAL_RECS_STATE.superlike).sort()).toEqual(['resets', 'showStarAnimation', 'upsellRecId']);
    for (const count of counts) expect(INITIAL_RECS_STATE[count as 'swipeCount']).toBe(0);
    expect([INITIAL_RECS_STATE.outOfLikes, INITIAL_RECS_STATE.outOfRecs, INITIAL_RECS_STATE.outOfSuperlikes]).toEqual([false, false, false]);
  });

  it('RECS-05 load recs, API-08: an answer fills the queue: held cards keep their order in front, each new one once in the answer`s order, nothing swiped', () => {
    fc.assert(
      fc.property(cardsArb, cardsArb, fc.integer({ min: 0, max: 4 }), (first, second, swipes) => {
        let s = loaded(...first);
        for (let i = 0; i < swipes; i++) {
          const top = main(s)[0];
          if (top) s = recsReducer(s, { type: 'swipe', action: 'dislike', card: top, method: 'button' });
        }
        const held = main(s);
        s = recsReducer(s, { type: 'loadRecs/done', cards: second });
        const queue = ids(main(s));
        expect(queue.slice(0, held.length)).toEqual(ids(held));
        expect(new Set(queue).size).toBe(queue.length);
        for (const id of queue) expect(s.previouslySwiped.has(id)).toBe(false);
        const expectedNew = [...new Set(ids(second))].filter((id) => !s.previouslySwiped.has(id) && !ids(held).includes(id));
        expect(queue.slice(held.length)).toEqual(expectedNew);
      }),
    );
  });

  it('RECS-04 outOfRecs: set when a load leaves the active queue empty, cleared when cards come', () => {
    expect(loaded().outOfRecs).toBe(true);
    expect(loaded(card('a')).outOfRecs).toBe(false);
    expect(recsReducer(loaded(), { type: 'loadRecs/done', cards: [card('b')] }).outOfRecs).toBe(false);
    expect(recsReducer(loaded(), { type: 'loadRecs/failed', code: 50000 })).toMatchObject({ status: 'error', error: 50000 });
  });

  it('RECS-05 like, dislike, superlike: the card leaves the active queue, becomes previousRec, is never queued again; the counts and likedRecPhotos follow', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<SwipeAction>('like', 'dislike', 'superlike'), { maxLength: 8 }), (actions) => {
        let s = loaded(...POOL.map((id) => card(id)));
        const swiped: Array<{ id: string; action: SwipeAction }> = [];
        for (const action of actions) {
          const top = main(s)[0]!;
          s = recsReducer(s, { type: 'swipe', action, card: top, method: 'swipe' });
          swiped.push({ id: top.id, action });
          expect(s.previousRec).toMatchObject({ card: { id: top.id }, action, queue: 'main' });
          expect(s.cards[top.id]?.confirmedStatus).toBe('pending');
        }
        expect(ids(main(s))).toEqual(POOL.slice(actions.length));
        expect(s.swipeCount).toBe(actions.length);
        expect(s.rightSwipeCount).toBe(actions.filter((a) => a !== 'dislike').length);
        expect(s.superlikeSwipeCount).toBe(actions.filter((a) => a === 'superlike').length);
        expect(s.likedRecPhotos).toEqual(swiped.filter((x) => x.action !== 'dislike').map((x) => `/p/${x.id}/0`).reverse());
        s = recsReducer(s, { type: 'loadRecs/done', cards: POOL.map((id) => card(id)) });
        expect(ids(main(s))).toEqual(POOL.slice(actions.length));
      }),
    );
  });

  it('RECS-14 rewind: the previous rec comes back on top of its queue exactly, once; then there is nothing to rewind', () => {
    let s = loaded(card('a'), card('b'), card('c'));
    s = recsReducer(s, { type: 'swipe', action: 'like', card: card('a'), method: 'button' });
    s = recsReducer(s, { type: 'swipe', action: 'dislike', card: card('b'), method: 'button' });
    const rewound = recsReducer(s, { type: 'rewind', allowances: { likesRemaining: 99 } });
    expect(ids(main(rewound))).toEqual(['b', 'c']);
    expect(rewound.previousRec).toBeNull();
    expect(rewound.previouslySwiped.has('b')).toBe(false);
    expect(rewound.allowances.likesRemaining).toBe(99);
    expect(recsReducer(rewound, { type: 'rewind', allowances: {} })).toBe(rewound);
  });

  it('RECS-05 match, MATCH-15: a match is recorded once in recentlyMatchedMatchIds; a swipe that made it can no longer be rewound', () => {
    let s = loaded(card('a'));
    s = recsReducer(s, { type: 'swipe', action: 'like', card: card('a'), method: 'button' });
    const match = { id: 'm-1' as MatchId, person: card('a') };
    s = recsReducer(s, { type: 'match', match });
    expect(s.recentlyMatchedMatchIds).toEqual(['m-1']);
    expect(s.previousRec).toBeNull();
    expect(recsReducer(s, { type: 'match', match })).toBe(s);
  });

  it('RECS-05 out-of-likes, out-of-superlikes: the flags, the limit, and the card the super like was meant for; they end when the allowance is back', () => {
    let s = recsReducer(loaded(card('a')), { type: 'outOfLikes', until: 5_000 });
    expect(s).toMatchObject({ outOfLikes: true, allowances: { likesRemaining: 0, rateLimitedUntil: 5_000 } });
    expect(s.allowances.likesTold).toBe(true);
    s = recsReducer(s, { type: 'likesBack' });
    expect(s.outOfLikes).toBe(false);
    expect(s.allowances.rateLimitedUntil).toBeUndefined();
    // RECS-11: the limit's 0 is no count to show once likes are back, until an answer tells how many.
    expect(s.allowances.likesTold).toBeUndefined();
    s = recsReducer(s, { type: 'outOfSuperlikes', recId: 'a' as UserId, resetsAt: 9_000 });
    expect(s).toMatchObject({ outOfSuperlikes: true, superlike: { resets: 9_000, upsellRecId: 'a' }, allowances: { superLikes: { remaining: 0, resetsAt: 9_000 } } });
    s = recsReducer(s, { type: 'allowances', update: { superLikes: { remaining: 1 } } });
    expect(s.outOfSuperlikes).toBe(false);
  });

  it('RECS-05 clear recs, load by id, set active queue: clearing empties the queue; a card loaded by id goes on top of the active queue, unless swiped', () => {
    let s = loaded(card('a'), card('b'));
    s = recsReducer(s, { type: 'clearRecs' });
    expect(main(s)).toEqual([]);
    s = recsReducer(s, { type: 'loadById', card: card('z') });
    expect(ids(main(s))).toEqual(['z']);
    s = recsReducer(s, { type: 'setActiveQueue', queue: 'explore' });
    expect(s.activeQueue).toBe('explore');
    s = recsReducer(s, { type: 'loadById', card: card('y') });
    expect(s.queues).toMatchObject({ main: [{ id: 'z' }], explore: [{ id: 'y' }] });
    s = recsReducer(s, { type: 'swipe', action: 'dislike', card: card('y'), method: 'keyboard' });
    expect(s.previousRec?.queue).toBe('explore');
    expect(recsReducer(s, { type: 'loadById', card: card('y') })).toBe(s);
  });

  it('RECS-19: each card has activePhotoIndex and furthestPhotoIndex (default 0), kept within its photos, the furthest never going back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 10 }), (photos, indexes) => {
        let s = loaded(card('a', photos));
        expect(s.cards['a'] ?? { activePhotoIndex: 0, furthestPhotoIndex: 0 }).toMatchObject({ activePhotoIndex: 0, furthestPhotoIndex: 0 });
        let furthest = 0;
        for (const index of indexes) {
          s = recsReducer(s, { type: 'showPhoto', id: 'a', index });
          const shown = Math.min(photos - 1, Math.max(0, index));
          furthest = Math.max(furthest, shown);
          expect(s.cards['a']).toMatchObject({ activePhotoIndex: shown, furthestPhotoIndex: furthest });
        }
      }),
    );
  });

  it('RECS-19: a swipe`s confirmedStatus goes pending, then confirmed or failed; a swipe that never reached the server comes back and is forgotten', () => {
    let s = loaded(card('a'), card('b'));
    s = recsReducer(s, { type: 'swipe', action: 'like', card: card('a'), method: 'button' });
    expect(recsReducer(s, { type: 'swipe/confirmed', id: 'a', allowances: { likesRemaining: 3 } })).toMatchObject({ cards: { a: { confirmedStatus: 'confirmed' } }, persistedSwipeCount: 1 });
    expect(recsReducer(s, { type: 'swipe/failed', id: 'a' }).cards['a']?.confirmedStatus).toBe('failed');
    const back = recsReducer(s, { type: 'swipe/returned', card: card('a'), action: 'like', queue: 'main', previous: null });
    expect(ids(main(back))).toEqual(['a', 'b']);
    expect(back).toMatchObject({ swipeCount: 0, rightSwipeCount: 0, likedRecPhotos: [], previousRec: null });
    expect(back.previouslySwiped.has('a')).toBe(false);
  });

  it('RECS-03: the queue is topped up when fewer than 3 candidates are left', () => {
    expect([0, 1, 2, 3, 4].map((n) => needsMoreRecs(n))).toEqual([true, true, true, false, false]);
  });

  it('AUTH-34: reset forgets everything', () => {
    const s = recsReducer(loaded(card('a')), { type: 'swipe', action: 'like', card: card('a'), method: 'button' });
    expect(recsReducer(s, { type: 'reset' })).toBe(INITIAL_RECS_STATE);
  });
});
