import { describe, expect, it } from 'vitest';
import { ModalStore } from '../navigation';
import { LoadRecsUseCase, MAIN_QUEUE, RecsStore, SwipeUseCase } from '../recs';
import { FakeRecsApi, fakeRec } from '../recs/testing/fake-recs-api';
import { FakeTime, MemoryStorage } from '../shared/testing';
import { catalogOfQueue, catalogQueue, ExploreStore, ExploreUseCase, readOffered, type Catalog } from './index';
import { FakeExploreApi } from './testing/fake-explore-api';

const catalog = (id: string, overrides: Partial<Catalog> = {}): Catalog => ({ id, key: id, theme: 'rose', members: 2, joined: false, ...overrides });

const setup = () => {
  const time = new FakeTime(Date.UTC(2026, 10, 27, 12));
  const tonight = [fakeRec('t-1', 'Tova'), fakeRec('t-2', 'Theo'), fakeRec('t-3', 'Tim'), fakeRec('t-4', 'Tara')];
  const recsApi = new FakeRecsApi({ clock: time, candidates: [fakeRec('m-1', 'Mia'), ...tonight] });
  recsApi.likesRemaining = 50;
  const api = new FakeExploreApi([catalog('free-tonight', { members: 4 }), catalog('coffee-date', { joined: true })], (id) => recsApi.swiped.has(id));
  api.members.set('free-tonight', tonight);
  const recsStore = new RecsStore();
  const load = new LoadRecsUseCase({ api: recsApi, store: recsStore });
  const swipe = new SwipeUseCase({ api: recsApi, store: recsStore, load, clock: time, modals: new ModalStore(), onActivity: () => undefined });
  const store = new ExploreStore();
  const storage = new MemoryStorage();
  const explore = new ExploreUseCase({ api, store, recs: { store: recsStore, load }, storage });
  return { time, recsApi, api, recsStore, load, swipe, store, storage, explore };
};

describe('Explore (EXP-01, EXP-02)', () => {
  it('EXP-01: explore data loads on route entry (one call for entries that meet), and a failed load says so and is tried again', async () => {
    const { api, store, explore } = setup();
    expect(store.status.value).toEqual({ kind: 'idle' });
    api.failNext(50000);
    await explore.enter();
    expect(store.status.value).toMatchObject({ kind: 'failed', error: { code: 50000 } });
    api.hold();
    const first = explore.enter();
    const second = explore.enter();
    expect(store.status.value).toEqual({ kind: 'loading' });
    api.release();
    await Promise.all([first, second]);
    expect(api.calls.filter((c) => c.kind === 'catalogs')).toHaveLength(2);
    expect(store.status.value).toEqual({ kind: 'ready' });
    expect(store.catalogs.value.map((c) => [c.id, c.joined, c.members])).toEqual([
      ['free-tonight', false, 4],
      ['coffee-date', true, 2],
    ]);
  });

  it('EXP-02: joining shows at once and counts the member; leaving takes it back; a refused join rolls back', async () => {
    const { api, store, explore } = setup();
    await explore.enter();
    api.hold();
    const joining = explore.join('free-tonight');
    expect(store.byId('free-tonight')).toMatchObject({ joined: true, members: 5 });
    expect(store.pending.value.has('free-tonight')).toBe(true);
    api.release();
    expect(await joining).toMatchObject({ ok: true });
    expect(store.byId('free-tonight')).toMatchObject({ joined: true, members: 5 });
    expect(store.pending.value.size).toBe(0);
    await explore.leave('free-tonight');
    expect(store.byId('free-tonight')).toMatchObject({ joined: false, members: 4 });
    api.failNext(50000);
    expect(await explore.join('free-tonight')).toMatchObject({ ok: false, error: { code: 50000 } });
    expect(store.byId('free-tonight')).toMatchObject({ joined: false, members: 4 });
    // Joining what is joined asks nothing.
    const asked = api.calls.length;
    expect(await explore.join('coffee-date')).toBeUndefined();
    expect(api.calls).toHaveLength(asked);
  });

  it('EXP-01: opening a catalog makes its cards the active stack; a swipe there goes to the recs` like and the card never comes back; closing makes main active', async () => {
    const { api, recsApi, recsStore, swipe, load, explore } = setup();
    await explore.open('free-tonight');
    expect(recsStore.activeQueue.value).toBe(catalogQueue('free-tonight'));
    // The full profile of its top card knows where to return.
    expect(catalogOfQueue(recsStore.activeQueue.value)).toBe('free-tonight');
    expect(catalogOfQueue(MAIN_QUEUE)).toBeUndefined();
    expect(recsStore.queue.value.map((c) => c.name)).toEqual(['Tova', 'Theo', 'Tim', 'Tara']);
    // The catalogs load with the catalog when Explore was not opened first.
    expect(api.calls.filter((c) => c.kind === 'catalogs')).toHaveLength(1);
    const outcome = await swipe.like();
    expect(outcome).toMatchObject({ kind: 'swiped', card: { name: 'Tova' } });
    expect(recsApi.liked.has('t-1')).toBe(true);
    expect(recsStore.current.value?.name).toBe('Theo');
    await explore.reload();
    expect(recsStore.queue.value.map((c) => c.id)).toEqual(['t-2', 't-3', 't-4']);
    // Discover's recs were never asked for while the catalog was open.
    expect(recsApi.calls.filter((c) => c.kind === 'recs')).toHaveLength(0);
    explore.close();
    expect(recsStore.activeQueue.value).toBe(MAIN_QUEUE);
    await load.topUp();
    expect(recsStore.queue.value.map((c) => c.name)).toEqual(['Mia', 'Theo', 'Tim', 'Tara']);
  });

  it('EXP-01: a catalog stack tops up from the catalog when fewer than 3 cards are left, and runs out as its own', async () => {
    const { api, recsStore, swipe, explore } = setup();
    api.pageSize = 2;
    await explore.open('free-tonight');
    expect(recsStore.queue.value.map((c) => c.id)).toEqual(['t-1', 't-2']);
    await swipe.pass();
    await Promise.resolve();
    await explore.reload();
    expect(recsStore.queue.value.map((c) => c.id)).toEqual(['t-2', 't-3']);
    expect(api.calls.filter((c) => c.kind === 'recs').length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 3; i++) await swipe.pass();
    await explore.reload();
    expect(recsStore.queue.value).toEqual([]);
    expect(recsStore.status.value).toEqual({ kind: 'empty' });
  });

  it('EXP-02: the opt-in is offered for a catalog not joined, once per catalog on this device', async () => {
    const { explore } = setup();
    await explore.enter();
    expect(await explore.shouldOfferOptIn('coffee-date')).toBe(false);
    expect(await explore.shouldOfferOptIn('free-tonight')).toBe(true);
    await explore.optInOffered('free-tonight');
    expect(await explore.shouldOfferOptIn('free-tonight')).toBe(false);
    expect(await explore.shouldOfferOptIn('no-such-catalog')).toBe(false);
  });
  it('EXP-01: a queue is a catalog\'s only under the explore prefix and with an id', () => {
    expect(catalogOfQueue('explore:free-tonight')).toBe('free-tonight');
    expect(catalogOfQueue('explore:')).toBeUndefined();
    expect(catalogOfQueue('exploreX')).toBeUndefined();
    expect(catalogOfQueue('something-else-long')).toBeUndefined();
    expect(catalogOfQueue('')).toBeUndefined();
  });

  it('EXP-02: what was offered on this device is read strictly: only strings from a JSON list, anything else is none', () => {
    expect(readOffered(null)).toEqual([]);
    expect(readOffered('["free-tonight",3,null,"coffee-date"]')).toEqual(['free-tonight', 'coffee-date']);
    expect(readOffered('{"free-tonight":true}')).toEqual([]);
    expect(readOffered('not json')).toEqual([]);
    expect(readOffered('"free-tonight"')).toEqual([]);
  });

  it('EXP-02: offering a second catalog keeps the first; offering one again writes nothing new', async () => {
    const { explore, storage } = setup();
    await explore.enter();
    await explore.optInOffered('free-tonight');
    await explore.optInOffered('coffee-date');
    await explore.optInOffered('free-tonight');
    expect(JSON.parse((await storage.getItem('explore.optInOffered'))!)).toEqual(['free-tonight', 'coffee-date']);
  });

  it('EXP-01: the store knows the catalog open; leaving forgets it; a logout forgets everything', async () => {
    const { store, explore, recsStore } = setup();
    await explore.enter();
    expect(store.open.value).toBeUndefined();
    await explore.open('free-tonight');
    expect(store.openId.value).toBe('free-tonight');
    expect(store.open.value?.id).toBe('free-tonight');
    explore.close();
    expect(store.openId.value).toBeNull();
    expect(store.open.value).toBeUndefined();
    // Closing with nothing open changes nothing.
    recsStore.dispatch({ type: 'setActiveQueue', queue: 'explore:coffee-date' });
    explore.close();
    expect(recsStore.activeQueue.value).toBe('explore:coffee-date');
    store.setPending('free-tonight', true);
    store.clear();
    expect(store.catalogs.value).toEqual([]);
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect(store.openId.value).toBeNull();
    expect(store.pending.value.size).toBe(0);
  });

  it('EXP-01: a catalog opened after Explore loaded asks for the catalogs no more; closing another catalog\'s page leaves the active stack alone', async () => {
    const { api, store, explore, recsStore } = setup();
    await explore.enter();
    await explore.open('free-tonight');
    expect(api.calls.filter((c) => c.kind === 'catalogs')).toHaveLength(1);
    // A reload with no catalog open asks nothing.
    explore.close();
    const asked = api.calls.length;
    await explore.reload();
    expect(api.calls).toHaveLength(asked);
    // The stack moved on elsewhere meanwhile (Discover made main active): closing does not touch it.
    store.opened('coffee-date');
    recsStore.dispatch({ type: 'setActiveQueue', queue: 'explore:free-tonight' });
    explore.close();
    expect(recsStore.activeQueue.value).toBe('explore:free-tonight');
    // A second enter while ready keeps the tiles shown (no loading state over them).
    api.hold();
    const again = explore.enter();
    expect(store.status.value).toEqual({ kind: 'ready' });
    api.release();
    await again;
  });

  it('EXP-02: a join or leave under way is not sent twice; leaving counts the member out but never below 0', async () => {
    const { api, store, explore } = setup();
    api.catalogList.splice(0, api.catalogList.length, catalog('free-tonight', { members: 0, joined: true }));
    await explore.enter();
    api.hold();
    const leaving = explore.leave('free-tonight');
    expect(store.byId('free-tonight')).toMatchObject({ joined: false, members: 0 });
    expect(await explore.join('free-tonight')).toBeUndefined();
    api.release();
    await leaving;
    expect(api.calls.filter((c) => c.kind === 'join' || c.kind === 'leave')).toHaveLength(1);
  });
});
