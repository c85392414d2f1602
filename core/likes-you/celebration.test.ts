import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModalRequest } from '../navigation';
import { FakeTime, MemoryStorage } from '../shared/testing';
import { CELEBRATION_LIKES_MODAL, celebrationDue, LIKES_YOU_STORAGE_KEY, LikesYouStore, LikesYouUseCase } from './index';
import { aLiker, FakeLikesYouApi } from './testing/fake-likes-you-api';

const setUp = async (likers: number, prevSessionLikeCount: number | null) => {
  const api = new FakeLikesYouApi();
  api.likers = Array.from({ length: likers }, (_, i) => aLiker(`l${i}`));
  const storage = new MemoryStorage();
  if (prevSessionLikeCount !== null) await storage.setItem(LIKES_YOU_STORAGE_KEY, JSON.stringify({ prevSessionLikeCount }));
  const opened: ModalRequest[] = [];
  const time = new FakeTime();
  const useCase = new LikesYouUseCase({ api, store: new LikesYouStore(), clock: time, storage, baseTimeUnitMs: 1000, modals: { open: (m) => void opened.push(m) } });
  return { api, storage, opened, useCase, time };
};

describe('the celebration of new likes (LIKES-10)', () => {
  it('LIKES-10: due once, after an earlier visit, from 3 new likes on (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), fc.boolean(), (newLikesCount, prevSessionLikeCount, celebrated) => {
        expect(celebrationDue({ newLikesCount, prevSessionLikeCount }, celebrated)).toBe(!celebrated && prevSessionLikeCount > 0 && newLikesCount >= 3);
      }),
    );
  });

  it('LIKES-10: 5 new likes since a visit that saw 2 queue the celebration once, with the count and the access; the count is kept as seen', async () => {
    const { opened, useCase, storage, time } = await setUp(7, 2);
    await useCase.restore();
    await useCase.load();
    expect(opened).toEqual([{ kind: CELEBRATION_LIKES_MODAL, props: { count: 5, access: 'teasers' } }]);
    expect(JSON.parse((await storage.getItem(LIKES_YOU_STORAGE_KEY))!)).toMatchObject({ prevSessionLikeCount: 7 });
    time.advance(10_000);
    await useCase.load({ force: true });
    expect(opened).toHaveLength(1);
  });

  it('LIKES-10: no celebration on a first visit, nor for 2 new likes', async () => {
    const first = await setUp(40, null);
    await first.useCase.restore();
    await first.useCase.load();
    expect(first.opened).toEqual([]);
    const few = await setUp(4, 2);
    await few.useCase.restore();
    await few.useCase.load();
    expect(few.opened).toEqual([]);
  });
});
