import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryStorage } from '../shared/testing';
import {
  fetchAllowed,
  filtersOffered,
  GOLD_HOME_TABS,
  INITIAL_LIKES_YOU_STATE,
  isGoldHomeTab,
  likesYouAccess,
  LikesYouStore,
  LikesYouUseCase,
  newLikesSince,
  QUICK_FILTER_PASSIONS,
  type Tier,
} from './index';
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

  it('LIKES-07: the quick-filter passions are it_54, it_7 and it_9', () => {
    expect(QUICK_FILTER_PASSIONS).toEqual(['it_54', 'it_7', 'it_9']);
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

  it('NAV-03: the badge\'s count is read at most once per 5 BTU on its own clock (the gold home still loads at once) and is partial when the provider says so', async () => {
    const { api, time, useCase, store } = setUp('plus', 12);
    api.countCap = 10;
    await useCase.countNew();
    expect(store.state.value).toMatchObject({ count: 10, newLikesCount: 10 });
    expect(store.badge.value).toBe('10+');
    time.advance(4 * BTU);
    api.countCap = Number.POSITIVE_INFINITY;
    await useCase.countNew();
    expect(api.countCalls).toBe(1);
    await useCase.load();
    expect(api.countCalls).toBe(2);
    expect(store.badge.value).toBe('12');
    time.advance(BTU);
    await useCase.countNew();
    expect(api.countCalls).toBe(3);
    store.clear();
    expect(store.badge.value).toBeUndefined();
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

describe('likes-you rules, at the edges', () => {
  it('LIKES-05: 4 likes offer no filters, 5 do', () => {
    expect(filtersOffered(4)).toBe(false);
    expect(filtersOffered(5)).toBe(true);
  });

  it('LIKES-06: 5 BTU after the last fetch one may go, a millisecond earlier not; a clock set back allows one', () => {
    expect(fetchAllowed(10_000, 14_999, 1000)).toBe(false);
    expect(fetchAllowed(10_000, 15_000, 1000)).toBe(true);
    expect(fetchAllowed(10_000, 9_999, 1000)).toBe(true);
    expect(fetchAllowed(null, 10_000, 1000)).toBe(true);
  });

  it('LIKES-01: newLikesCount is the likes since the last session, never below 0', () => {
    expect(newLikesSince(7, 3)).toBe(4);
    expect(newLikesSince(2, 3)).toBe(0);
  });

  it('LIKES-04: the gold home has the tabs likes-you, recently-active (the teaser tab) and my-likes', () => {
    expect(GOLD_HOME_TABS).toEqual(['likes-you', 'recently-active', 'my-likes']);
    expect(isGoldHomeTab('recently-active')).toBe(true);
    expect(isGoldHomeTab('likes-you')).toBe(true);
    expect(isGoldHomeTab('gold')).toBe(false);
    expect(isGoldHomeTab(1)).toBe(false);
  });

  it('LIKES-01: the state starts empty, on the default tab, with the gold home not seen', () => {
    expect(INITIAL_LIKES_YOU_STATE).toEqual({
      count: 0,
      fastMatches: [],
      teasers: [],
      nextPageToken: null,
      newLikesCount: 0,
      prevSessionLikeCount: 0,
      lastTab: 'likes-you',
      goldHomeSeen: false,
      recentlyActiveGoldTeaser: null,
    });
  });
});

describe('LikesYouStore', () => {
  it('LIKES-01: counted sets the access and the new likes since the last session', () => {
    const store = new LikesYouStore();
    store.restored({ lastTab: 'my-likes', goldHomeSeen: true, prevSessionLikeCount: 2 });
    store.counted(5, 'list');
    expect(store.access.value).toBe('list');
    expect(store.state.value).toMatchObject({ count: 5, newLikesCount: 3, lastTab: 'my-likes', goldHomeSeen: true, prevSessionLikeCount: 2 });
    expect(store.filtersOffered.value).toBe(true);
  });

  it('LIKES-01: a later page appends, the first replaces; the teaser follows the first liker with a picture', () => {
    const store = new LikesYouStore();
    store.likersLoaded([aLiker('a', { photoUrl: null })], 'next', false);
    expect(store.state.value.recentlyActiveGoldTeaser).toBeNull();
    expect(store.state.value.nextPageToken).toBe('next');
    expect(store.status.value.kind).toBe('ready');
    store.likersLoaded([aLiker('b')], null, true);
    expect(store.state.value.fastMatches.map((l) => l.id)).toEqual(['a', 'b']);
    expect(store.state.value.recentlyActiveGoldTeaser).toBeNull();
    store.likersLoaded([aLiker('c')], null, false);
    expect(store.state.value.fastMatches.map((l) => l.id)).toEqual(['c']);
    expect(store.state.value.recentlyActiveGoldTeaser).toEqual({ url: '/media/c.jpg', name: 'Name c' });
    store.likersLoaded([], null, false);
    expect(store.state.value.recentlyActiveGoldTeaser).toEqual({ url: '/media/c.jpg', name: 'Name c' });
  });

  it('LIKES-01: answering someone not in the list changes nothing; the count never goes below 0', () => {
    const store = new LikesYouStore();
    store.likersLoaded([aLiker('a')], null, false);
    const before = store.state.value;
    store.answered('zz');
    expect(store.state.value).toBe(before);
    store.answered('a');
    expect(store.state.value.count).toBe(0);
    expect(store.state.value.fastMatches).toEqual([]);
  });

  it('LIKES-01, LIKES-08: a new store has nothing yet', () => {
    const store = new LikesYouStore();
    expect(store.state.value).toEqual(INITIAL_LIKES_YOU_STATE);
    expect(store.access.value).toBeNull();
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.passion.value).toBeNull();
    expect(store.myLikes.value).toEqual([]);
    expect(store.myLikesNext.value).toBeNull();
    expect(store.filtersOffered.value).toBe(false);
  });

  it('clear forgets everything', () => {
    const store = new LikesYouStore();
    store.counted(9, 'list');
    store.choosePassion('it_7');
    store.myLikesLoaded([aLiker('m')], 'n', false);
    store.failed({ code: 1, message: 'x' });
    store.clear();
    expect(store.state.value).toEqual(INITIAL_LIKES_YOU_STATE);
    expect(store.access.value).toBeNull();
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.passion.value).toBeNull();
    expect(store.myLikes.value).toEqual([]);
    expect(store.myLikesNext.value).toBeNull();
  });
});

describe('LikesYouUseCase, more', () => {
  const failing = (api: FakeLikesYouApi, method: 'count' | 'teasers' | 'page' | 'answer' | 'myLikes', code = 50300) => {
    const error = { code, message: 'down' };
    (api as unknown as Record<string, unknown>)[method] = async () => ({ ok: false, error });
    return error;
  };

  it('LIKES-03: Gold asks for the first page without a filter, then the next page with the chosen passion', async () => {
    const { api, store, useCase } = setUp('gold', 45);
    const asked: [string | null, readonly string[]][] = [];
    const page = api.page.bind(api);
    api.page = async (token, passions) => {
      asked.push([token, passions]);
      return page(token, passions);
    };
    await useCase.load();
    expect(store.state.value.fastMatches).toHaveLength(20);
    expect(store.state.value.nextPageToken).toBe('20');
    await useCase.loadMore();
    expect(store.state.value.fastMatches).toHaveLength(40);
    await useCase.loadMore();
    expect(store.state.value.fastMatches).toHaveLength(45);
    expect(store.state.value.nextPageToken).toBeNull();
    await useCase.loadMore();
    expect(asked).toEqual([
      [null, []],
      ['20', []],
      ['40', []],
    ]);
    await useCase.filter('it_54');
    expect(store.passion.value).toBe('it_54');
    expect(asked.at(-1)).toEqual([null, ['it_54']]);
    await useCase.loadMore();
    expect(asked.at(-1)).toEqual(['20', ['it_54']]);
  });

  it('LIKES-06: the first load shows loading; a reload of a ready list does not', async () => {
    const { store, useCase, time, api } = setUp('gold');
    const seen: string[] = [];
    const stop = store.status.subscribe((s) => seen.push(s.kind));
    await useCase.load();
    time.advance(5 * BTU);
    await useCase.load();
    stop();
    expect(api.countCalls).toBe(2);
    expect(seen).toEqual(['idle', 'loading', 'ready', 'ready']);
  });

  it('LIKES-06: a forced load goes even within 5 BTU', async () => {
    const { api, useCase } = setUp('gold');
    await useCase.load();
    await useCase.load({ force: true });
    expect(api.countCalls).toBe(2);
  });

  it('LIKES-01: a failed count is a failure shown with its error', async () => {
    const { api, store, useCase } = setUp('gold');
    const error = failing(api, 'count');
    expect(await useCase.load()).toEqual({ ok: false, error });
    expect(store.status.value).toEqual({ kind: 'failed', error });
  });

  it('LIKES-02: without Gold, failed teasers are reported but the count is ready', async () => {
    const { api, store, useCase } = setUp('plus', 4);
    const error = failing(api, 'teasers');
    expect(await useCase.load()).toEqual({ ok: false, error });
    expect(store.status.value.kind).toBe('ready');
    expect(store.state.value.count).toBe(4);
    expect(store.state.value.teasers).toEqual([]);
  });

  it('LIKES-02: Gold with failed teasers still gets the list; a failed list is a failure', async () => {
    const gold = setUp('gold', 2);
    failing(gold.api, 'teasers');
    expect(await gold.useCase.load()).toEqual({ ok: true, value: undefined });
    expect(gold.store.state.value.fastMatches).toHaveLength(2);
    const broken = setUp('platinum', 2);
    const error = failing(broken.api, 'page');
    expect(await broken.useCase.load()).toEqual({ ok: false, error });
    expect(broken.store.status.value).toEqual({ kind: 'failed', error });
    expect(broken.store.access.value).toBe('list');
  });

  it('LIKES-03: a failed next page is returned and keeps the list', async () => {
    const { api, store, useCase } = setUp('gold', 25);
    await useCase.load();
    const error = failing(api, 'page');
    expect(await useCase.loadMore()).toEqual({ ok: false, error });
    expect(store.state.value.fastMatches).toHaveLength(20);
  });

  it('LIKES-02: an answer for a like that is gone (40400) removes it; another failure keeps it', async () => {
    const { api, store, useCase } = setUp('gold', 3);
    await useCase.load();
    api.likers = api.likers.filter((l) => l.id !== 'l0');
    expect((await useCase.answer('l0', 'pass')).ok).toBe(false);
    expect(store.state.value.fastMatches.map((l) => l.id)).toEqual(['l1', 'l2']);
    failing(api, 'answer', 50000);
    expect((await useCase.answer('l1', 'like')).ok).toBe(false);
    expect(store.state.value.fastMatches.map((l) => l.id)).toEqual(['l1', 'l2']);
  });

  it('LIKES-01, LIKES-04: the tab, the seen flag and the count are kept under spark.likesYou.v1', async () => {
    const { store, storage, useCase } = setUp('gold', 3);
    await useCase.load();
    await useCase.chooseTab('recently-active');
    expect(JSON.parse((await storage.getItem('spark.likesYou.v1')) ?? 'null')).toEqual({ lastTab: 'recently-active', goldHomeSeen: true, prevSessionLikeCount: 3 });
    expect(store.state.value.lastTab).toBe('recently-active');
  });

  it('LIKES-01, LIKES-04: restoring reads only sound values; nothing kept or an unreadable value changes nothing', async () => {
    const restore = async (raw: string | null) => {
      const { storage, store, useCase } = setUp('gold');
      if (raw !== null) await storage.setItem('spark.likesYou.v1', raw);
      await useCase.restore();
      return store.state.value;
    };
    expect(await restore(null)).toEqual(INITIAL_LIKES_YOU_STATE);
    expect(await restore('{not json')).toEqual(INITIAL_LIKES_YOU_STATE);
    expect(await restore(JSON.stringify({ lastTab: 'my-likes', goldHomeSeen: true, prevSessionLikeCount: 4 }))).toMatchObject({ lastTab: 'my-likes', goldHomeSeen: true, prevSessionLikeCount: 4 });
    expect(await restore(JSON.stringify({ lastTab: 'nope', goldHomeSeen: 'yes', prevSessionLikeCount: -1 }))).toMatchObject({ lastTab: 'likes-you', goldHomeSeen: false, prevSessionLikeCount: 0 });
    expect(await restore(JSON.stringify({ prevSessionLikeCount: '4' }))).toMatchObject({ prevSessionLikeCount: 0 });
    expect(await restore(JSON.stringify({ prevSessionLikeCount: 0 }))).toMatchObject({ prevSessionLikeCount: 0 });
  });

  it('LIKES-08: my likes page on with the token; no more pages asks nothing; a failure keeps what was shown', async () => {
    const { api, store, useCase } = setUp('none');
    api.sent = Array.from({ length: 25 }, (_, i) => aLiker(`s${i}`));
    const tokens: (string | null)[] = [];
    const myLikes = api.myLikes.bind(api);
    api.myLikes = async (token) => {
      tokens.push(token);
      return myLikes(token);
    };
    await useCase.loadMyLikes(true);
    expect(tokens).toEqual([]);
    await useCase.loadMyLikes();
    expect(store.myLikesNext.value).toBe('20');
    await useCase.loadMyLikes(true);
    expect(store.myLikes.value.map((l) => l.id).slice(18)).toEqual(['s18', 's19', 's20', 's21', 's22', 's23', 's24']);
    expect(store.myLikesNext.value).toBeNull();
    await useCase.loadMyLikes(true);
    expect(tokens).toEqual([null, '20']);
    await useCase.loadMyLikes();
    expect(store.myLikes.value).toHaveLength(20);
    const error = failing(api, 'myLikes');
    expect(await useCase.loadMyLikes()).toEqual({ ok: false, error });
    expect(store.myLikes.value).toHaveLength(20);
  });
});
