import { describe, expect, it } from 'vitest';
import { LoadRecsUseCase, RECS_RELOAD_TRIGGERS } from './load-recs.use-case';
import { RecsStore } from './recs.store';
import { FakeRecsApi, fakeRec } from './testing/fake-recs-api';

const setup = (api = new FakeRecsApi()) => {
  const store = new RecsStore();
  const load = new LoadRecsUseCase({ api, store });
  return { api, store, load };
};

describe('LoadRecsUseCase', () => {
  it('API-08, RECS-03: a recs answer fills the queue; the first card is current; the status goes loading, then ready', async () => {
    const { store, load } = setup();
    expect(store.status.value).toEqual({ kind: 'idle' });
    const done = load.execute();
    expect(store.status.value).toEqual({ kind: 'loading' });
    await done;
    expect(store.queue.value.map((c) => c.name)).toEqual(['Lena', 'Sami', 'Noor', 'Ada', 'Kai']);
    expect(store.current.value?.name).toBe('Lena');
    expect(store.status.value).toEqual({ kind: 'ready' });
  });

  it('RECS-03: loads are single-flight: a second call while one is out joins it', async () => {
    const { api, load } = setup();
    api.hold();
    const first = load.execute();
    const second = load.execute();
    const third = load.topUp();
    api.release();
    await Promise.all([first, second, third]);
    expect(api.calls.filter((c) => c.kind === 'recs')).toHaveLength(1);
  });

  it('RECS-03: topUp fetches only when fewer than 3 candidates are left, and a repeated answer adds no duplicates', async () => {
    const { api, store, load } = setup();
    await load.execute();
    await load.topUp();
    expect(api.calls).toHaveLength(1);
    for (let i = 0; i < 3; i++) store.dispatch({ type: 'swipe', action: 'dislike', card: store.current.value!, method: 'button' });
    await load.topUp();
    expect(api.calls).toHaveLength(2);
    // The fake answers every candidate the server has not seen swiped: r-1..r-5 again; only r-4 and r-5 are held.
    expect(store.queue.value.map((c) => c.id)).toEqual(['r-4', 'r-5']);
  });

  it('RECS-04: with nothing queued, a load that brings nothing says empty (out of recs), a failed one keeps its code', async () => {
    const { api, store, load } = setup(new FakeRecsApi({ candidates: [] }));
    await load.execute();
    expect(store.status.value).toEqual({ kind: 'empty' });
    api.failNext(50000);
    await load.execute();
    expect(store.status.value).toEqual({ kind: 'error', code: 50000 });
    api.candidates = [fakeRec('r-9', 'Mira')];
    await load.execute();
    expect(store.status.value).toEqual({ kind: 'ready' });
  });

  it('AUTH-34: an answer that arrives after a reset (logout) is dropped, and the next load asks again', async () => {
    const { api, store, load } = setup();
    api.hold();
    const late = load.execute();
    store.reset();
    const fresh = load.execute();
    api.release();
    await Promise.all([late, fresh]);
    expect(api.calls).toHaveLength(2);
    expect(store.queue.value).toHaveLength(5);
  });

  it('RECS-06: a reload clears the queue chosen by the old settings and asks again; an answer to the load before it is dropped', async () => {
    const { api, store, load } = setup();
    await load.execute();
    api.candidates = [fakeRec('n-1', 'Nia'), fakeRec('n-2', 'Oskar')];
    api.hold();
    const stale = load.execute();
    const reloading = load.reload('user-data-updated');
    expect(store.queue.value).toEqual([]);
    api.release();
    await Promise.all([stale, reloading]);
    expect(store.queue.value.map((c) => c.name)).toEqual(['Nia', 'Oskar']);
    for (const trigger of RECS_RELOAD_TRIGGERS) {
      const before = api.calls.length;
      await load.reload(trigger);
      expect(api.calls.length, trigger).toBe(before + 1);
    }
  });

  it('RECS-05 load by id, RECS-22: one member`s full card goes on top, so recs/profile shows it; an unknown id changes nothing', async () => {
    const { api, store, load } = setup();
    await load.execute();
    const full = fakeRec('p-1', 'Pia', {
      age: 31,
      bio: 'Climbing and coffee',
      jobs: [{ title: 'Nurse' }],
      schools: ['Charité'],
      interests: [{ id: 'it_12', name: 'Climbing' }],
      descriptors: [{ id: 'de_29', name: 'Communication style', choices: [{ id: '1', name: 'Big time texter' }] }],
      prompts: [{ id: 'pr_1', answer: 'Sunday markets' }],
    });
    api.candidates.push(full);
    expect((await load.loadById('p-1')).ok).toBe(true);
    expect(store.current.value).toEqual(full);
    expect(store.queue.value.map((c) => c.id)).toEqual(['p-1', 'r-1', 'r-2', 'r-3', 'r-4', 'r-5']);
    expect((await load.loadById('nobody')).ok).toBe(false);
    expect(store.current.value?.id).toBe('p-1');
  });

  it('RECS-05 set active queue: the stack shows the queue set active; recs keep filling main', async () => {
    const { store, load } = setup();
    await load.execute();
    load.setActiveQueue('explore');
    expect(store.current.value).toBeUndefined();
    expect(store.queues.value['main']).toHaveLength(5);
    load.setActiveQueue('main');
    expect(store.current.value?.name).toBe('Lena');
  });
  it('RECS-05 set active queue: a top-up fills the active queue from its own source, never main; a queue without a source is left alone', async () => {
    const { api, store, load } = setup();
    load.setActiveQueue('plain');
    await load.topUp();
    expect(api.calls).toHaveLength(0);
    load.setQueueSource('catalog', async () => ({ ok: true, value: [fakeRec('c-1', 'Cleo')] }));
    load.setActiveQueue('catalog');
    await load.topUp();
    expect(store.queue.value.map((c) => c.name)).toEqual(['Cleo']);
    expect(api.calls).toHaveLength(0);
    expect(() => load.setQueueSource('main', undefined)).toThrow('the main queue fills from recs');
  });
});
