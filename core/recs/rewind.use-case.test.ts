import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { ModalStore } from '../navigation';
import { FakeTime } from '../shared/testing';
import { LoadRecsUseCase } from './load-recs.use-case';
import { PAYWALL_MODAL } from './modal-kinds';
import { RecsStore } from './recs.store';
import { RewindUseCase } from './rewind.use-case';
import { SwipeUseCase } from './swipe.use-case';
import { FakeRecsApi } from './testing/fake-recs-api';

const setup = (tier: FakeRecsApi['tier'] = 'plus') => {
  const time = new FakeTime();
  const api = new FakeRecsApi({ clock: time });
  api.tier = tier;
  const store = new RecsStore();
  const modals = new ModalStore();
  const load = new LoadRecsUseCase({ api, store });
  const swipes = new SwipeUseCase({ api, store, load, clock: time, modals, onActivity: () => undefined });
  const rewind = new RewindUseCase({ api, store, swipes, modals });
  return { api, store, modals, load, swipes, rewind };
};

describe('RewindUseCase', () => {
  it('RECS-14: rewind uses previousRec: the last swiped card comes back on top, exactly, and the like is given back', async () => {
    const { store, load, swipes, rewind } = setup();
    await load.execute();
    await swipes.pass();
    await swipes.like();
    const before = store.likesRemaining.value;
    expect(store.previousRec.value).toMatchObject({ card: { name: 'Sami' }, action: 'like' });
    expect(await rewind.execute()).toMatchObject({ kind: 'rewound', card: { name: 'Sami' } });
    expect(store.queue.value.map((c) => c.name)).toEqual(['Sami', 'Noor', 'Ada', 'Kai']);
    expect(store.likesRemaining.value).toBe(before + 1);
    expect(store.previousRec.value).toBeNull();
    // Only the last swipe: Lena's pass stays.
    expect(await rewind.execute()).toEqual({ kind: 'nothing' });
  });

  it('RECS-14: gated by the paywall feature undo: a member without it gets the paywall modal and the card stays swiped', async () => {
    const { api, store, modals, load, swipes, rewind } = setup('none');
    await load.execute();
    await swipes.like();
    expect(await rewind.execute()).toEqual({ kind: 'paywall', requiredTier: 'plus' });
    expect(modals.queue.value).toEqual([{ kind: PAYWALL_MODAL, title: 'undo', props: { feature: 'undo', requiredTier: 'plus' } }]);
    expect(store.current.value?.name).toBe('Sami');
    expect(api.calls.filter((c) => c.kind === 'rewind')).toHaveLength(1);
    expect(ErrorCode.PAYWALL_REQUIRED).toBe(40390);
  });

  it('RECS-14: a rewind waits for the swipe it undoes to be answered, then undoes it', async () => {
    const { api, store, load, swipes, rewind } = setup();
    await load.execute();
    api.hold();
    const liking = swipes.like();
    const rewinding = rewind.execute();
    api.release();
    await liking;
    expect(await rewinding).toMatchObject({ kind: 'rewound', card: { name: 'Lena' } });
    expect(store.current.value?.name).toBe('Lena');
  });

  it('RECS-14: a like that made a match is no previous rec: there is nothing to rewind', async () => {
    const { api, store, load, swipes, rewind } = setup();
    api.likesMe.add('r-1');
    await load.execute();
    await swipes.like();
    expect(store.recentlyMatchedMatchIds.value).toEqual(['m-r-1']);
    expect(await rewind.execute()).toEqual({ kind: 'nothing' });
  });
});
