import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModalStore } from '../navigation';
import { FakeTime } from '../shared/testing';
import { LoadRecsUseCase } from './load-recs.use-case';
import type { SwipeAction } from './gestures';
import { RecsStore } from './recs.store';
import { ITS_A_MATCH_MODAL, OUT_OF_LIKES_MODAL, PRIORITY_LIKES_MODAL, SUPER_LIKE_PAYWALL_MODAL } from './modal-kinds';
import { PriorityLikesOffer, PRIORITY_LIKES_SHOWN_KEY } from './priority-likes-offer';
import { MemoryLogger, MemoryStorage } from '../shared/testing';
import { SwipeUseCase } from './swipe.use-case';
import { canBypassBouncer } from './allowances';
import { FakeRecsApi, fakeRec } from './testing/fake-recs-api';

const HOUR = 3_600_000;

const setup = (configure: (api: FakeRecsApi) => void = () => undefined, options: { readonly consumables?: boolean } = {}) => {
  const time = new FakeTime(Date.UTC(2026, 10, 22, 12));
  const api = new FakeRecsApi({ clock: time });
  configure(api);
  const store = new RecsStore();
  const modals = new ModalStore();
  const storage = new MemoryStorage();
  const activity: SwipeAction[] = [];
  const load = new LoadRecsUseCase({ api, store });
  const priorityLikes = new PriorityLikesOffer({ clock: time, storage, modals, logger: new MemoryLogger(), enabled: () => options.consumables ?? false });
  const swipe = new SwipeUseCase({ api, store, load, clock: time, modals, onActivity: (a) => activity.push(a), priorityLikes });
  return { time, api, store, modals, storage, activity, load, swipe };
};

describe('SwipeUseCase', () => {
  it('API-08, RECS-09: a like takes the card off at once and its answer updates the likes allowance', async () => {
    const { api, store, load, swipe } = setup((a) => (a.likesRemaining = 50));
    await load.execute();
    api.hold();
    const liking = swipe.like();
    expect(store.current.value?.name).toBe('Sami');
    // RECS-11: 0 until an answer tells.
    expect(store.likesRemaining.value).toBe(0);
    api.release();
    const outcome = await liking;
    expect(outcome).toMatchObject({ kind: 'swiped', action: 'like', card: { name: 'Lena' } });
    expect(store.likesRemaining.value).toBe(49);
    expect(store.swipeCount.value).toBe(1);
  });

  it('RECS-01, RECS-09: the card leaves before the call is built; the call, the activity and the top-up wait for the screen', async () => {
    const time = new FakeTime();
    const api = new FakeRecsApi({ clock: time });
    const store = new RecsStore();
    const load = new LoadRecsUseCase({ api, store });
    const activity: SwipeAction[] = [];
    let painted: () => void = () => undefined;
    const swipe = new SwipeUseCase({
      api,
      store,
      load,
      clock: time,
      modals: new ModalStore(),
      onActivity: (a) => activity.push(a),
      yieldToScreen: () => new Promise<void>((resolve) => (painted = resolve)),
    });
    await load.execute();
    const calls = api.calls.length;
    const liking = swipe.like();
    expect(store.current.value?.name).toBe('Sami');
    expect(api.calls.length).toBe(calls);
    expect(activity).toEqual([]);
    painted();
    expect(await liking).toMatchObject({ kind: 'swiped', action: 'like', card: { name: 'Lena' } });
    expect(api.calls.slice(calls)).toContainEqual({ kind: 'like', id: 'r-1' });
    expect(activity).toEqual(['like']);
  });

  it('API-08, RECS-12: a super like answer updates the super likes remaining and when they reset', async () => {
    const { time, store, load, swipe } = setup((a) => (a.superLikesRemaining = 3));
    await load.execute();
    await swipe.superLike();
    expect(store.superLikes.value).toEqual({ remaining: 2, resetsAt: time.now() + 24 * HOUR, perDay: 1, purchased: 0 });
  });

  it('API-08, RECS-09, MATCH-15: a match answer adds the match and queues the "it\'s a match" modal once', async () => {
    const { api, store, modals, load, swipe } = setup((a) => a.likesMe.add('r-1'));
    await load.execute();
    const outcome = await swipe.like();
    expect(outcome).toMatchObject({ kind: 'swiped', match: { id: 'm-r-1', person: { name: 'Lena' } } });
    expect(store.matches.value.map((m) => m.id)).toEqual(['m-r-1']);
    expect(store.recentlyMatchedMatchIds.value).toEqual(['m-r-1']);
    expect(modals.queue.value).toEqual([{ kind: ITS_A_MATCH_MODAL, title: 'Lena', props: { matchId: 'm-r-1', personId: 'r-1' } }]);

    // The same match answered again (a repeated answer) neither adds it twice nor queues a second modal.
    api.candidates.push(fakeRec('r-1', 'Lena'));
    api.swiped.delete('r-1');
    store.dispatch({ type: 'swipe/returned', card: api.candidates[0]!, action: 'like', queue: 'main', previous: null });
    await swipe.like();
    expect(store.matches.value).toHaveLength(1);
    expect(modals.queue.value.filter((m) => m.kind === ITS_A_MATCH_MODAL)).toHaveLength(1);
  });

  it('MATCH-15: a like with no match leaves the matches and the modal queue alone', async () => {
    const { store, modals, load, swipe } = setup();
    await load.execute();
    await swipe.like();
    await swipe.pass();
    expect(store.matches.value).toEqual([]);
    expect(modals.queue.value).toEqual([]);
  });

  it('RECS-11: a 42901 puts the card back on top and records rate_limited_until; likes are then blocked until it, passes are not', async () => {
    const { time, api, store, load, swipe } = setup((a) => (a.likesRemaining = 0));
    await load.execute();
    const outcome = await swipe.like();
    const until = time.now() + 12 * HOUR;
    expect(outcome).toEqual({ kind: 'rate-limited', action: 'like', until });
    expect(store.current.value?.name).toBe('Lena');
    expect(store.queue.value).toHaveLength(5);
    expect(store.rateLimitedUntil.value).toBe(until);
    expect(store.hasSwiped('r-1')).toBe(false);

    const calls = api.calls.length;
    expect(await swipe.like()).toEqual({ kind: 'blocked', reason: 'rate-limited', until });
    expect(api.calls.length).toBe(calls);
    expect(store.current.value?.name).toBe('Lena');

    expect(await swipe.pass()).toMatchObject({ kind: 'swiped', action: 'dislike' });
    expect(store.current.value?.name).toBe('Sami');

    time.advance(12 * HOUR);
    api.likesRemaining = 10;
    expect(await swipe.like()).toMatchObject({ kind: 'swiped', action: 'like' });
    expect(store.rateLimitedUntil.value).toBeUndefined();
    expect(store.likesRemaining.value).toBe(9);
  });

  it('RECS-11: the last like records the rate limit it brings, and the next like is blocked without a call', async () => {
    const { time, api, store, load, swipe } = setup((a) => (a.likesRemaining = 1));
    await load.execute();
    await swipe.like();
    expect(store.likesRemaining.value).toBe(0);
    expect(store.rateLimitedUntil.value).toBe(time.now() + 12 * HOUR);
    const calls = api.calls.length;
    expect((await swipe.like()).kind).toBe('blocked');
    expect(api.calls.length).toBe(calls);
  });

  it('RECS-12: with no super likes left, a super like is refused by the server once, then blocked on the device until the reset', async () => {
    const { time, api, store, load, swipe } = setup((a) => (a.superLikesRemaining = 0));
    await load.execute();
    expect(await swipe.superLike()).toMatchObject({ kind: 'rate-limited', action: 'superlike' });
    expect(store.superLikes.value).toEqual({ remaining: 0, resetsAt: time.now() + 24 * HOUR });
    expect(store.current.value?.name).toBe('Lena');
    const calls = api.calls.length;
    expect(await swipe.superLike()).toMatchObject({ kind: 'blocked', reason: 'out-of-super-likes' });
    expect(api.calls.length).toBe(calls);
    expect((await swipe.like()).kind).toBe('swiped');
  });

  it('RECS-10: a passed candidate never comes back, even when a later recs answer repeats it', async () => {
    const { api, store, load, swipe } = setup();
    await load.execute();
    api.hold();
    const passing = swipe.pass();
    // The server has not recorded the pass yet, so the top-up answer still carries r-1.
    const loading = load.execute();
    api.release();
    await Promise.all([passing, loading]);
    expect(store.queue.value.map((c) => c.id)).toEqual(['r-2', 'r-3', 'r-4', 'r-5']);
  });

  it('RECS-03: swiping tops the queue up when fewer than 3 candidates are left', async () => {
    const { api, store, load, swipe } = setup((a) => (a.candidates = ['a', 'b', 'c', 'd'].map((id) => fakeRec(id))));
    await load.execute();
    await swipe.pass();
    expect(api.calls.filter((c) => c.kind === 'recs')).toHaveLength(1);
    api.candidates.push(fakeRec('e'), fakeRec('f'));
    await swipe.pass();
    await Promise.resolve();
    expect(api.calls.filter((c) => c.kind === 'recs')).toHaveLength(2);
    await load.execute();
    expect(store.queue.value.map((c) => c.id)).toEqual(['c', 'd', 'e', 'f']);
  });

  it('SESS-03: a like, a dislike and a super like refresh session activity; a blocked swipe does not', async () => {
    const { store, load, swipe, activity } = setup((a) => (a.superLikesRemaining = 0));
    await load.execute();
    await swipe.like();
    await swipe.pass();
    await swipe.superLike();
    expect(activity).toEqual(['like', 'dislike', 'superlike']);
    expect(store.superLikes.value?.remaining).toBe(0);
    await swipe.superLike();
    expect(activity).toHaveLength(3);
  });

  it('a swipe that could not reach the server puts the card back; a refused one does not', async () => {
    const { api, store, load, swipe } = setup();
    await load.execute();
    api.failNext('API.NETWORK');
    expect(await swipe.like()).toEqual({ kind: 'failed', action: 'like', code: 'API.NETWORK', returned: true });
    expect(store.current.value?.name).toBe('Lena');
    api.failNext(40400);
    expect(await swipe.like()).toEqual({ kind: 'failed', action: 'like', code: 40400, returned: false });
    expect(store.current.value?.name).toBe('Sami');
  });

  it('AUTH-34: an answer that arrives after a reset (logout) is dropped', async () => {
    const { api, store, modals, load, swipe } = setup((a) => a.likesMe.add('r-1'));
    await load.execute();
    api.hold();
    const liking = swipe.like();
    store.reset();
    api.release();
    expect(await liking).toEqual({ kind: 'dropped' });
    expect(store.matches.value).toEqual([]);
    expect(modals.queue.value).toEqual([]);
    expect(await swipe.like()).toEqual({ kind: 'no-card' });
  });

  it('API-08: over any run of swipes and loads, the queue holds no id twice and nothing swiped; every match is listed once with one modal', async () => {
    const command = fc.constantFrom('like', 'superlike', 'pass', 'load', 'load-held');
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { maxLength: 25 }),
        fc.subarray(['r-1', 'r-2', 'r-3', 'r-4', 'r-5', 'r-6', 'r-7']),
        fc.integer({ min: 0, max: 6 }),
        async (commands, likesMe, likes) => {
          const { api, store, modals, load, swipe } = setup((a) => {
            a.candidates = ['r-1', 'r-2', 'r-3', 'r-4', 'r-5', 'r-6', 'r-7'].map((id) => fakeRec(id));
            a.pageSize = 4;
            a.likesRemaining = likes;
            a.superLikesRemaining = 2;
            for (const id of likesMe) a.likesMe.add(id);
          });
          for (const c of commands) {
            if (c === 'like') await swipe.like();
            else if (c === 'superlike') await swipe.superLike();
            else if (c === 'pass') await swipe.pass();
            else if (c === 'load') await load.execute();
            else {
              // A load answered while a swipe is out: its answer may repeat the card being swiped.
              api.hold();
              const l = load.execute();
              const s = swipe.pass();
              api.release();
              await Promise.all([l, s]);
            }
            const ids = store.queue.value.map((q) => q.id);
            expect(new Set(ids).size).toBe(ids.length);
            for (const id of ids) expect(store.hasSwiped(id)).toBe(false);
          }
          const matchIds = store.matches.value.map((m) => m.id);
          expect(new Set(matchIds).size).toBe(matchIds.length);
          expect(modals.queue.value.filter((m) => m.kind === ITS_A_MATCH_MODAL).map((m) => m.props?.['matchId'])).toEqual(matchIds);
          for (const m of store.matches.value) expect(likesMe).toContain(m.person.id);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('RECS-19: the card on top shows photo 0 first; moving through its photos keeps the furthest seen; a swipe goes pending, then confirmed', async () => {
    const { api, store, load, swipe } = setup((a) => (a.candidates = [fakeRec('r-1', 'Lena', { photos: [{ url: '/p/0' }, { url: '/p/1' }, { url: '/p/2' }] }), fakeRec('r-2')]));
    await load.execute();
    expect(store.currentCardState.value).toEqual({ activePhotoIndex: 0, furthestPhotoIndex: 0, confirmedStatus: 'none', likesYouConfirmedStatus: 'none' });
    store.showPhoto('r-1', 2);
    store.showPhoto('r-1', 1);
    expect(store.currentCardState.value).toMatchObject({ activePhotoIndex: 1, furthestPhotoIndex: 2 });
    api.hold();
    const liking = swipe.like();
    expect(store.cardState('r-1').confirmedStatus).toBe('pending');
    api.release();
    await liking;
    expect(store.cardState('r-1')).toMatchObject({ confirmedStatus: 'confirmed', furthestPhotoIndex: 2 });
  });

  it('RECS-02: each swipe is made by a rate method, which its outcome and the state keep', async () => {
    const { store, load, swipe } = setup();
    await load.execute();
    expect(await swipe.like('keyboard')).toMatchObject({ kind: 'swiped', action: 'like', method: 'keyboard' });
    expect(store.state.value.lastRateMethod).toBe('keyboard');
    expect(await swipe.pass('profile button')).toMatchObject({ kind: 'swiped', action: 'dislike', method: 'profile button' });
    expect(await swipe.superLike('swipe')).toMatchObject({ kind: 'swiped', action: 'superlike', method: 'swipe' });
    expect(store.state.value.lastRateMethod).toBe('swipe');
  });

  it('RECS-11: a like while out of likes sets outOfLikes and queues the out-of-likes modal saying when likes come back', async () => {
    const { time, store, modals, load, swipe } = setup((a) => (a.likesRemaining = 1));
    await load.execute();
    await swipe.like();
    const until = time.now() + 12 * HOUR;
    // The last like brings the limit: the state knows it is out, and when likes come back; no modal yet.
    expect(store.outOfLikes.value).toBe(true);
    expect(store.rateLimitedUntil.value).toBe(until);
    expect(modals.queue.value).toEqual([]);
    expect(await swipe.like()).toEqual({ kind: 'blocked', reason: 'rate-limited', until });
    expect(modals.queue.value).toEqual([{ kind: OUT_OF_LIKES_MODAL, props: { until } }]);
  });

  it('RECS-16: out of likes with a bouncer bypass held, the card on top is liked past the rate limit and the bypasses left are held; the limit stays', async () => {
    const { time, api, store, modals, load, swipe } = setup((a) => {
      a.likesRemaining = 1;
      a.bouncerBypasses = 2;
    });
    await load.execute();
    store.dispatch({ type: 'allowances', update: { bouncerBypasses: 2 } });
    await swipe.like();
    const until = time.now() + 12 * HOUR;
    expect(canBypassBouncer(store.allowances.value, time.now())).toBe(true);
    expect(await swipe.like()).toEqual({ kind: 'blocked', reason: 'rate-limited', until });
    modals.close();
    const outcome = await swipe.bouncerBypass();
    expect(outcome).toMatchObject({ kind: 'swiped', action: 'like', card: { id: 'r-2' } });
    expect(api.calls.filter((c) => c.kind === 'bouncerbypass')).toEqual([{ kind: 'bouncerbypass', id: 'r-2' }]);
    expect(store.allowances.value.bouncerBypasses).toBe(1);
    expect(store.rateLimitedUntil.value).toBe(until);
    expect(store.current.value?.id).toBe('r-3');
    expect(modals.queue.value).toEqual([]);
  });

  it('RECS-16: with no bouncer bypass held, nothing is sent: the card stays, the count is 0 and the out-of-likes modal opens again (offering the packs)', async () => {
    const { time, api, store, modals, load, swipe } = setup((a) => (a.likesRemaining = 1));
    await load.execute();
    await swipe.like();
    const until = time.now() + 12 * HOUR;
    store.dispatch({ type: 'allowances', update: { bouncerBypasses: 0 } });
    expect(canBypassBouncer(store.allowances.value, time.now())).toBe(false);
    expect(await swipe.bouncerBypass()).toEqual({ kind: 'blocked', reason: 'out-of-bouncer-bypasses' });
    expect(api.calls.filter((c) => c.kind === 'bouncerbypass')).toEqual([]);
    expect(store.current.value?.id).toBe('r-2');
    expect(modals.queue.value).toEqual([{ kind: OUT_OF_LIKES_MODAL, props: { until } }]);
  });

  it('RECS-16: when the server says none are held (the paywall code), the card comes back on top, the count is 0 and the out-of-likes modal opens', async () => {
    const { time, store, modals, load, swipe } = setup((a) => {
      a.likesRemaining = 1;
      a.bouncerBypasses = 0;
    });
    await load.execute();
    await swipe.like();
    const until = time.now() + 12 * HOUR;
    // The device believes one is held (a bypass spent on another device).
    store.dispatch({ type: 'allowances', update: { bouncerBypasses: 1 } });
    expect(await swipe.bouncerBypass()).toEqual({ kind: 'blocked', reason: 'out-of-bouncer-bypasses' });
    expect(store.current.value?.id).toBe('r-2');
    expect(store.allowances.value.bouncerBypasses).toBe(0);
    expect(modals.queue.value).toEqual([{ kind: OUT_OF_LIKES_MODAL, props: { until } }]);
  });

  it('RECS-12: a super like with none left sets outOfSuperlikes, names the card it was meant for and queues the super-like paywall', async () => {
    const { time, store, modals, load, swipe } = setup((a) => (a.superLikesRemaining = 0));
    await load.execute();
    await swipe.superLike();
    const resetsAt = time.now() + 24 * HOUR;
    expect(store.outOfSuperlikes.value).toBe(true);
    expect(store.superlike.value).toMatchObject({ upsellRecId: 'r-1', resets: resetsAt });
    expect(modals.queue.value).toEqual([{ kind: SUPER_LIKE_PAYWALL_MODAL, props: { recId: 'r-1', resetsAt } }]);
  });

  it('RECS-12: a super like shows the star animation until the screen says it is done', async () => {
    const { store, load, swipe } = setup();
    await load.execute();
    await swipe.superLike();
    expect(store.superlike.value.showStarAnimation).toBe(true);
    store.starAnimationDone();
    expect(store.superlike.value.showStarAnimation).toBe(false);
  });

  it('RECS-17: the priority-likes offer comes after the 10th right swipe, not the 9th, then not again for 28800 s, even after a reload', async () => {
    const candidates = Array.from({ length: 40 }, (_, i) => fakeRec(`c-${i}`));
    const first = setup((a) => (a.candidates = [...candidates]), { consumables: true });
    await first.load.execute();
    const offers = () => first.modals.queue.value.filter((m) => m.kind === PRIORITY_LIKES_MODAL).length;
    for (let i = 0; i < 9; i++) await first.swipe.like();
    await first.swipe.pass();
    await Promise.resolve();
    expect(offers()).toBe(0);
    await first.swipe.superLike();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(offers()).toBe(1);
    for (let i = 0; i < 5; i++) await first.swipe.like();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(offers()).toBe(1);
    expect(await first.storage.getItem(PRIORITY_LIKES_SHOWN_KEY)).toBe(String(first.time.now()));

    // A new session on the same device, 28,799 s later: not yet; at 28,800 s: again.
    const later = setup((a) => (a.candidates = [...candidates]), { consumables: true });
    await later.storage.setItem(PRIORITY_LIKES_SHOWN_KEY, String(later.time.now() - 28_799_000));
    await later.load.execute();
    for (let i = 0; i < 10; i++) await later.swipe.like();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.modals.queue.value.filter((m) => m.kind === PRIORITY_LIKES_MODAL)).toHaveLength(0);
    later.time.advance(1_000);
    await later.swipe.like();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.modals.queue.value.filter((m) => m.kind === PRIORITY_LIKES_MODAL)).toHaveLength(1);
  });

  it('RECS-17: where consumables are not offered (CONF-04), there is no priority-likes offer', async () => {
    const { modals, load, swipe } = setup((a) => (a.candidates = Array.from({ length: 20 }, (_, i) => fakeRec(`c-${i}`))), { consumables: false });
    await load.execute();
    for (let i = 0; i < 12; i++) await swipe.like();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(modals.queue.value).toEqual([]);
  });

  it('RECS-02: a like, super like, pass or swipe note without a rate method is a button press', async () => {
    const { store, load, swipe } = setup((a) => {
      a.likesRemaining = 50;
    });
    await load.execute();
    for (const act of [() => swipe.like(), () => swipe.superLike(), () => swipe.pass(), () => swipe.swipeNote('Hi!')]) {
      store.dispatch({ type: 'swipe', action: 'dislike', card: fakeRec('other'), method: 'keyboard' });
      await act();
      expect(store.state.value.lastRateMethod).toBe('button');
    }
  });

  it('RECS-14: a card with no swipe out is settled at once; one out is settled when its answer comes', async () => {
    const { api, store, load, swipe } = setup((a) => (a.likesRemaining = 50));
    await load.execute();
    await swipe.settled('nobody');
    const first = store.current.value!;
    api.hold();
    const liking = swipe.like();
    let settled = false;
    void swipe.settled(first.id).then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    api.release();
    await liking;
    await swipe.settled(first.id);
    expect(settled).toBe(true);
  });
});
