import { describe, expect, it } from 'vitest';
import { recsStatus, RecsStore, INITIAL_RECS_STATE } from './index';
import { fakeRec } from './testing/fake-recs-api';

describe('RECS-04: the card stack as signals (RecsStore)', () => {
  it('RECS-04: the stack is idle, loading, ready with a card queued (even while more load), empty when none came, or failed with its code', () => {
    const store = new RecsStore();
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.loading.value).toBe(false);
    store.dispatch({ type: 'loadRecs/start' });
    expect(store.status.value).toEqual({ kind: 'loading' });
    expect(store.loading.value).toBe(true);
    store.dispatch({ type: 'loadRecs/done', cards: [] });
    expect(store.status.value).toEqual({ kind: 'empty' });
    expect(store.outOfRecs.value).toBe(true);
    store.dispatch({ type: 'loadRecs/failed', code: 50000 });
    expect(store.status.value).toEqual({ kind: 'error', code: 50000 });
    expect(recsStatus({ ...INITIAL_RECS_STATE, status: 'error', error: null })).toEqual({ kind: 'error', code: 'RECS.UNKNOWN' });
    store.dispatch({ type: 'loadRecs/done', cards: [fakeRec('a'), fakeRec('b')] });
    store.dispatch({ type: 'loadRecs/start' });
    expect(store.status.value).toEqual({ kind: 'ready' });
    expect(store.current.value?.id).toBe('a');
    expect(store.next.value?.id).toBe('b');
    expect(store.queue.value.map((card) => card.id)).toEqual(['a', 'b']);
    expect(store.queues.value).toEqual({ main: store.queue.value });
    expect(store.activeQueue.value).toBe('main');
  });

  it('RECS-11: the likes left a member is shown are unknown until the profile or an answer tells them, though the count is 0 until then', () => {
    const store = new RecsStore();
    expect(store.likesRemaining.value).toBe(0);
    expect(store.likesLeft.value).toBeUndefined();
    store.dispatch({ type: 'allowances', update: { superLikes: { remaining: 1 } } });
    expect(store.likesLeft.value).toBeUndefined();
    store.dispatch({ type: 'allowances', update: { likesRemaining: 100 } });
    expect(store.likesLeft.value).toBe(100);
    store.dispatch({ type: 'allowances', update: { likesRemaining: 0, rateLimitedUntil: 5000 } });
    expect(store.likesLeft.value).toBe(0);
    store.dispatch({ type: 'likesBack' });
    expect(store.likesLeft.value).toBeUndefined();
    store.reset();
    expect(store.likesLeft.value).toBeUndefined();
  });

  it('RECS-19: each card has its photo shown and furthest seen, 0 by default; the card on top shows its own', () => {
    const store = new RecsStore();
    expect(store.currentCardState.value).toEqual({ activePhotoIndex: 0, furthestPhotoIndex: 0, confirmedStatus: 'none', likesYouConfirmedStatus: 'none' });
    const two = fakeRec('a', 'A', { photos: [{ url: '/a0.svg', altText: 'a0' }, { url: '/a1.svg', altText: 'a1' }] });
    store.dispatch({ type: 'loadRecs/done', cards: [two, fakeRec('b')] });
    store.showPhoto('a', 1);
    expect(store.currentCardState.value).toMatchObject({ activePhotoIndex: 1, furthestPhotoIndex: 1 });
    expect(store.cardState('a')).toMatchObject({ activePhotoIndex: 1, furthestPhotoIndex: 1 });
    expect(store.cardState('b')).toEqual({ activePhotoIndex: 0, furthestPhotoIndex: 0, confirmedStatus: 'none', likesYouConfirmedStatus: 'none' });
  });

  it('RECS-04, RECS-12: a swipe is remembered, counted and rewindable; the star animation plays once; a logout forgets all and moves the epoch on by one', () => {
    const store = new RecsStore();
    const a = fakeRec('a');
    store.dispatch({ type: 'loadRecs/done', cards: [a, fakeRec('b')] });
    expect(store.hasSwiped('a')).toBe(false);
    store.dispatch({ type: 'swipe', action: 'superlike', card: a, method: 'button' });
    expect(store.hasSwiped('a')).toBe(true);
    expect(store.swipeCount.value).toBe(1);
    expect(store.rightSwipeCount.value).toBe(1);
    expect(store.previousRec.value).toMatchObject({ card: a, action: 'superlike', queue: 'main' });
    expect(store.superlike.value.showStarAnimation).toBe(true);
    store.starAnimationDone();
    expect(store.superlike.value.showStarAnimation).toBe(false);
    const epoch = store.epoch.value;
    store.reset();
    expect(store.epoch.value).toBe(epoch + 1);
    expect(store.hasSwiped('a')).toBe(false);
    expect(store.state.value.queues).toEqual({ main: [] });
    expect(store.likesRemaining.value).toBe(0);
    expect(store.matches.value).toEqual([]);
    expect(store.recentlyMatchedMatchIds.value).toEqual([]);
  });
});
