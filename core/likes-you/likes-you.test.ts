import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import { fetchAllowed, filtersOffered, likesYouAccess, LikesYouStore, LikesYouUseCase, LIKES_FILTER_KEY, QUICK_FILTER_PASSIONS, type Tier } from './index';
import { aLiker, FakeLikesYouApi } from './testing/fake-likes-you-api';

const TIERS: Tier[] = ['none', 'plus', 'gold', 'platinum'];
const BTU = 1000;

const setUp = (tier: Tier, likers = 3) => {
  const api = new FakeLikesYouApi();
  api.tier = tier;
  api.likers = Array.from({ length: likers }, (_, i) => aLiker(`l${i}`, { interests: i % 2 === 0 ? ['it_54'] : ['it_1'] }));
  const store = new LikesYouStore();
  const time = new FakeTime();
  const storage = new MemoryStorage();
  const useCase = new LikesYouUseCase({ api, store, clock: time, storage, baseTimeUnitMs: BTU });
  return { api, store, time, storage, useCase };
};

describe('likes-you rules', () => {
  it('LIKES-02: Gold and Platinum see the list and fast matches; none and Plus see teasers (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIERS, null), (tier) => {
        expect(likesYouAccess(tier)).toBe(tier === 'gold' || tier === 'platinum' ? 'list' : 'teasers');
      }),
    );
  });

  it('LIKES-05: filters are offered exactly when the likes count is at least 5 (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (count) => {
        expect(filtersOffered(count)).toBe(count >= 5);
      }),
    );
  });

  it('LIKES-06: a fetch goes at most once per 5 base time units (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 5000 }), (last, elapsed, btu) => {
        expect(fetchAllowed(last, last + elapsed, btu)).toBe(elapsed >= 5 * btu);
      }),
    );
    expect(fetchAllowed(null, 0, BTU)).toBe(true);
  });

  it('LIKES-07: the quick-filter passions are it_54, it_7 and it_9 under the key likeslist', () => {
    expect(QUICK_FILTER_PASSIONS).toEqual(['it_54', 'it_7', 'it_9']);
    expect(LIKES_FILTER_KEY).toBe('likeslist');
  });
});

describe('LikesYouUseCase', () => {
  it('LIKES-01, LIKES-02: a member without Gold gets the count and teasers, never the list', async () => {
    const { store, useCase } = setUp('plus', 6);
    await useCase.load();
    expect(store.access.value).toBe('teasers');
    expect(store.state.value.count).toBe(6);
    expect(store.state.value.teasers).toHaveLength(6);
    expect(store.state.value.fastMatches).toEqual([]);
    expect(store.status.value.kind).toBe('ready');
  });

  it('LIKES-01, LIKES-02: Gold gets the list; a like from it matches at once and leaves the list', async () => {
    const { api, store, useCase } = setUp('gold', 3);
    await useCase.load();
    expect(store.state.value.fastMatches.map((l) => l.id)).toEqual(['l0', 'l1', 'l2']);
    expect(store.state.value.recentlyActiveGoldTeaser).toEqual({ url: '/media/l0.jpg', name: 'Name l0' });
    const answered = await useCase.answer('l1', 'like');
    expect(answered).toEqual({ ok: true, value: { matched: true } });
    expect(api.matched).toEqual(['l1']);
    expect(store.state.value.fastMatches.map((l) => l.id)).toEqual(['l0', 'l2']);
    expect(store.state.value.count).toBe(2);
  });

  it('LIKES-06: loads within 5 BTU of the last go to the provider once; a filter forces a load', async () => {
    const { api, time, useCase, store } = setUp('gold', 8);
    await useCase.load();
    time.advance(4 * BTU);
    await useCase.load();
    expect(api.countCalls).toBe(1);
    time.advance(BTU);
    await useCase.load();
    expect(api.countCalls).toBe(2);
    expect(store.filtersOffered.value).toBe(true);
    await useCase.filter('it_54');
    expect(api.countCalls).toBe(3);
    expect(store.state.value.fastMatches.every((l) => l.interests.includes('it_54'))).toBe(true);
  });

  it('LIKES-04: the chosen tab and that the gold home was seen are kept for the next session', async () => {
    const first = setUp('gold');
    expect(first.store.state.value.lastTab).toBe('likes-you');
    expect(first.store.state.value.goldHomeSeen).toBe(false);
    await first.useCase.chooseTab('my-likes');
    const store = new LikesYouStore();
    const next = new LikesYouUseCase({ api: first.api, store, clock: first.time, storage: first.storage, baseTimeUnitMs: BTU });
    await next.restore();
    expect(store.state.value.lastTab).toBe('my-likes');
    expect(store.state.value.goldHomeSeen).toBe(true);
  });

  it('LIKES-08: my likes, a page at a time', async () => {
    const { api, store, useCase } = setUp('none');
    api.sent = Array.from({ length: 25 }, (_, i) => aLiker(`s${i}`));
    await useCase.loadMyLikes();
    expect(store.myLikes.value).toHaveLength(20);
    await useCase.loadMyLikes(true);
    expect(store.myLikes.value).toHaveLength(25);
  });
});
