import { describe, expect, it } from 'vitest';
import { ModalStore } from '../navigation';
import { FakeTime } from '../shared/testing';
import { LoadRecsUseCase } from './load-recs.use-case';
import { OUT_OF_SWIPE_NOTES_MODAL } from './modal-kinds';
import { RecsStore } from './recs.store';
import { SwipeUseCase } from './swipe.use-case';
import { FakeRecsApi } from './testing/fake-recs-api';

const setUp = (swipeNotes: number) => {
  const time = new FakeTime(Date.UTC(2026, 10, 22, 12));
  const api = new FakeRecsApi({ clock: time });
  api.swipeNotes = swipeNotes;
  const store = new RecsStore();
  const modals = new ModalStore();
  const load = new LoadRecsUseCase({ api, store });
  const swipe = new SwipeUseCase({ api, store, load, clock: time, modals, onActivity: () => undefined });
  return { api, store, modals, load, swipe };
};

describe('swipe notes (RECS-15)', () => {
  it('RECS-15: a like with a note goes out as a swipe note, takes the card off and the answer says how many notes are left', async () => {
    const { api, store, load, swipe } = setUp(2);
    await load.execute();
    const outcome = await swipe.swipeNote('Your dog is great');
    expect(outcome).toMatchObject({ kind: 'swiped', action: 'like', card: { name: 'Lena' } });
    expect(api.calls.filter((c) => c.kind === 'swipenote')).toEqual([{ kind: 'swipenote', id: 'r-1', message: 'Your dog is great' }]);
    expect(store.current.value?.name).toBe('Sami');
    expect(store.allowances.value.swipeNotes).toBe(1);
  });

  it('RECS-15: out of swipe notes (the server refuses with the paywall code): the card comes back and the out-of-swipe-notes action runs', async () => {
    const { api, store, modals, load, swipe } = setUp(0);
    await load.execute();
    expect(await swipe.swipeNote('Hi')).toEqual({ kind: 'blocked', reason: 'out-of-swipe-notes' });
    expect(store.current.value?.name).toBe('Lena');
    expect(store.allowances.value.swipeNotes).toBe(0);
    expect(modals.current.value?.kind).toBe(OUT_OF_SWIPE_NOTES_MODAL);
    modals.close();
    // Known to be out: refused on the device, nothing sent.
    expect(await swipe.swipeNote('Hi again')).toEqual({ kind: 'blocked', reason: 'out-of-swipe-notes' });
    expect(modals.current.value?.kind).toBe(OUT_OF_SWIPE_NOTES_MODAL);
    expect(api.calls.filter((c) => c.kind === 'swipenote')).toHaveLength(1);
  });
});
