import { describe, expect, it } from 'vitest';
import type { MatchId } from '../shared';
import { applyAllowances, INITIAL_RECS_STATE, MAIN_QUEUE, recsReducer, type RecCard, type RecsAction, type RecsState } from './index';
import { fakeRec } from './testing/fake-recs-api';

const card = (id: string, photos = 2): RecCard => fakeRec(id, `Member ${id}`, { photos: Array.from({ length: photos }, (_, i) => ({ url: `/p/${id}/${i}` })) });
const run = (actions: readonly RecsAction[], from: RecsState = INITIAL_RECS_STATE) => actions.reduce(recsReducer, from);
const ids = (s: RecsState, queue = MAIN_QUEUE) => (s.queues[queue] ?? []).map((c) => c.id);

describe('RECS-05: the actions, one by one', () => {
  it('RECS-05 swipe: a card without photos is swiped like any other; a pass adds no liked photo', () => {
    const bare = card('a', 0);
    const s = run([{ type: 'loadRecs/done', cards: [bare, card('b')] }, { type: 'swipe', action: 'like', card: bare, method: 'button' }, { type: 'swipe', action: 'dislike', card: card('b'), method: 'swipe' }]);
    expect(s.likedRecPhotos).toEqual([]);
    expect([s.swipeCount, s.rightSwipeCount, s.superlikeSwipeCount]).toEqual([2, 1, 0]);
    expect(s.superlike.showStarAnimation).toBe(false);
    expect(s.lastRateMethod).toBe('swipe');
  });

  it('RECS-05: a swipe that never reached the server puts the card back on top and the counts forget it', () => {
    const a = card('a');
    const b = card('b');
    for (const action of ['like', 'superlike', 'dislike'] as const) {
      const swiped = run([{ type: 'loadRecs/done', cards: [a, b] }, { type: 'swipe', action, card: a, method: 'button' }]);
      const back = recsReducer({ ...swiped, outOfRecs: true }, { type: 'swipe/returned', card: a, action, queue: MAIN_QUEUE, previous: null });
      expect(ids(back)).toEqual(['a', 'b']);
      expect([back.swipeCount, back.rightSwipeCount, back.superlikeSwipeCount]).toEqual([0, 0, 0]);
      expect(back.likedRecPhotos).toEqual([]);
      expect(back.previouslySwiped.has('a')).toBe(false);
      expect(back.previousRec).toBeNull();
      expect(back.outOfRecs).toBe(false);
      expect(back.cards['a']?.confirmedStatus).toBe('none');
    }
    // Counts never go below 0; a returned pass keeps the liked photos; a returned like removes one copy of its photo only.
    const liked = run([{ type: 'loadRecs/done', cards: [a, b] }, { type: 'swipe', action: 'like', card: b, method: 'button' }]);
    const passBack = recsReducer(liked, { type: 'swipe/returned', card: a, action: 'dislike', queue: MAIN_QUEUE, previous: liked.previousRec });
    expect(passBack.likedRecPhotos).toEqual(['/p/b/0']);
    expect([passBack.swipeCount, passBack.rightSwipeCount]).toEqual([0, 1]);
    expect(passBack.previousRec?.card.id).toBe('b');
    expect(ids(passBack)).toEqual(['a']);
    const fromNothing = recsReducer(INITIAL_RECS_STATE, { type: 'swipe/returned', card: a, action: 'superlike', queue: MAIN_QUEUE, previous: null });
    expect([fromNothing.swipeCount, fromNothing.rightSwipeCount, fromNothing.superlikeSwipeCount]).toEqual([0, 0, 0]);
    const twice = run([{ type: 'swipe', action: 'like', card: a, method: 'button' }, { type: 'swipe', action: 'like', card: card('c', 0), method: 'button' }], { ...INITIAL_RECS_STATE, likedRecPhotos: ['/p/a/0'] });
    expect(recsReducer(twice, { type: 'swipe/returned', card: a, action: 'like', queue: MAIN_QUEUE, previous: null }).likedRecPhotos).toEqual(['/p/a/0']);
    expect(recsReducer(twice, { type: 'swipe/returned', card: card('c', 0), action: 'like', queue: MAIN_QUEUE, previous: null }).likedRecPhotos).toEqual(['/p/a/0', '/p/a/0']);
  });

  it('RECS-14 rewind: the card comes back on top of its queue, its liked photo goes, nothing is left to rewind', () => {
    const a = card('a');
    const liked = run([{ type: 'loadRecs/done', cards: [a, card('b')] }, { type: 'swipe', action: 'like', card: a, method: 'button' }]);
    const back = recsReducer({ ...liked, outOfRecs: true }, { type: 'rewind', allowances: { likesRemaining: 5 } });
    expect(ids(back)).toEqual(['a', 'b']);
    expect(back.likedRecPhotos).toEqual([]);
    expect(back.previousRec).toBeNull();
    expect(back.previouslySwiped.has('a')).toBe(false);
    expect(back.outOfRecs).toBe(false);
    expect(back.cards['a']?.confirmedStatus).toBe('none');
    expect(back.allowances.likesRemaining).toBe(5);
    const passed = run([{ type: 'swipe', action: 'like', card: card('x'), method: 'button' }, { type: 'loadRecs/done', cards: [a] }, { type: 'swipe', action: 'dislike', card: a, method: 'button' }]);
    expect(recsReducer(passed, { type: 'rewind', allowances: {} }).likedRecPhotos).toEqual(['/p/x/0']);
    const bare = card('n', 0);
    const bareLiked = run([{ type: 'swipe', action: 'like', card: bare, method: 'button' }], { ...INITIAL_RECS_STATE, likedRecPhotos: ['/p/x/0'] });
    expect(recsReducer(bareLiked, { type: 'rewind', allowances: {} }).likedRecPhotos).toEqual(['/p/x/0']);
  });

  it('RECS-09, RECS-14: a match of the card last swiped cannot be rewound; a match of another leaves the rewind', () => {
    const a = card('a');
    const swiped = run([{ type: 'loadRecs/done', cards: [a, card('b')] }, { type: 'swipe', action: 'like', card: a, method: 'button' }]);
    expect(recsReducer(swiped, { type: 'match', match: { id: 'm-a' as MatchId, person: a } }).previousRec).toBeNull();
    expect(recsReducer(swiped, { type: 'match', match: { id: 'm-b' as MatchId, person: card('b') } }).previousRec?.card.id).toBe('a');
    expect(recsReducer(INITIAL_RECS_STATE, { type: 'match', match: { id: 'm-b' as MatchId, person: card('b') } }).previousRec).toBeNull();
  });

  it('RECS-05 clear recs, load by id, set active queue: each leaves the others alone and nothing out of recs', () => {
    const s = run([{ type: 'loadRecs/done', cards: [] }]);
    expect(s.outOfRecs).toBe(true);
    const cleared = recsReducer({ ...s, status: 'loaded' }, { type: 'clearRecs' });
    expect(cleared).toMatchObject({ outOfRecs: false, status: 'idle' });
    const other = recsReducer(s, { type: 'clearRecs', queue: 'other' });
    expect(other.queues).toEqual({ main: [], other: [] });
    const byId = run([{ type: 'loadRecs/done', cards: [card('a'), card('b')] }, { type: 'loadById', card: card('b') }]);
    expect(ids(byId)).toEqual(['b', 'a']);
    const emptyById = recsReducer(s, { type: 'loadById', card: card('z') });
    expect(emptyById.outOfRecs).toBe(false);
    expect(ids(emptyById)).toEqual(['z']);
    const active = recsReducer(s, { type: 'setActiveQueue', queue: 'likes' });
    expect(active).toMatchObject({ activeQueue: 'likes', outOfRecs: false });
    expect(active.queues).toEqual({ main: [], likes: [] });
    const kept = recsReducer(run([{ type: 'loadRecs/done', cards: [card('a')], queue: 'likes' }]), { type: 'setActiveQueue', queue: 'likes' });
    expect(ids(kept, 'likes')).toEqual(['a']);
  });

  it('RECS-19: a photo index is kept within the card`s photos; a card not queued has only its first', () => {
    const s = run([{ type: 'loadRecs/done', cards: [card('a', 3)] }, { type: 'showPhoto', id: 'a', index: 7 }]);
    expect(s.cards['a']).toMatchObject({ activePhotoIndex: 2, furthestPhotoIndex: 2 });
    const back = recsReducer(s, { type: 'showPhoto', id: 'a', index: 1 });
    expect(back.cards['a']).toMatchObject({ activePhotoIndex: 1, furthestPhotoIndex: 2 });
    expect(recsReducer(s, { type: 'showPhoto', id: 'zz', index: 3 }).cards['zz']).toMatchObject({ activePhotoIndex: 0, furthestPhotoIndex: 0 });
  });

  it('RECS-12: the star animation plays after a super like until it is done; out of super likes, super likes coming back end the flag', () => {
    const a = card('a');
    const s = run([{ type: 'swipe', action: 'superlike', card: a, method: 'button' }]);
    expect(s.superlike.showStarAnimation).toBe(true);
    expect(recsReducer(s, { type: 'starAnimationDone' }).superlike.showStarAnimation).toBe(false);
    const out = recsReducer(s, { type: 'outOfSuperlikes', recId: a.id, resetsAt: 1000 });
    expect(out.outOfSuperlikes).toBe(true);
    expect(recsReducer(out, { type: 'allowances', update: { superLikes: { remaining: 0 } } }).outOfSuperlikes).toBe(true);
    expect(recsReducer(out, { type: 'allowances', update: { superLikes: { remaining: 2 } } }).outOfSuperlikes).toBe(false);
    expect(recsReducer(out, { type: 'allowances', update: { likesRemaining: 3 } }).outOfSuperlikes).toBe(true);
    expect(recsReducer(INITIAL_RECS_STATE, { type: 'allowances', update: { superLikes: { remaining: 0 } } }).outOfSuperlikes).toBe(false);
  });

  it('RECS-11, RECS-12: an allowance update keeps what it does not mention and takes every field it gives', () => {
    const held = applyAllowances(applyAllowances({ likesRemaining: 0 }, { rateLimitedUntil: 5000 }), { superLikes: { remaining: 1, consumptionExpiry: 10, resetsAt: 20, perDay: 3, purchased: 4 } });
    expect(held).toEqual({ likesRemaining: 0, likesTold: true, rateLimitedUntil: 5000, superLikes: { remaining: 1, consumptionExpiry: 10, resetsAt: 20, perDay: 3, purchased: 4 } });
    expect(Object.keys(applyAllowances(held, { superLikes: { remaining: 2 } }).superLikes!)).toEqual(['remaining']);
    expect(applyAllowances(held, { likesRemaining: 0 }).rateLimitedUntil).toBe(5000);
    expect(applyAllowances(held, { likesRemaining: 3 }).rateLimitedUntil).toBeUndefined();
    expect(applyAllowances(held, { swipeNotes: 2 }).rateLimitedUntil).toBe(5000);
  });
});
