import { describe, expect, it } from 'vitest';
import { LoadRecsUseCase } from './load-recs.use-case';
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
    store.take('r-1');
    store.take('r-2');
    store.take('r-3');
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
});
