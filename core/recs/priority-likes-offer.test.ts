import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, MemoryStorage } from '../shared/testing';
import { PriorityLikesOffer } from './index';

const setup = (options: { readonly enabled?: boolean; readonly storage?: MemoryStorage } = {}) => {
  const time = new FakeTime();
  const storage = options.storage ?? new MemoryStorage();
  const logger = new MemoryLogger();
  const opened: unknown[] = [];
  const offer = new PriorityLikesOffer({ clock: time, storage, logger, modals: { open: (modal) => void opened.push(modal) }, enabled: () => options.enabled ?? true });
  return { time, storage, logger, opened, offer };
};

describe('RECS-17: the priority-likes offer after a right swipe', () => {
  it('RECS-17: from the 10th right swipe the modal opens once, then not again for 28800 s', async () => {
    const { time, opened, offer } = setup();
    expect(await offer.afterRightSwipe(9)).toBe(false);
    expect(await offer.afterRightSwipe(10)).toBe(true);
    expect(opened).toEqual([{ kind: 'priority-likes' }]);
    time.advance(28_799_999);
    expect(await offer.afterRightSwipe(11)).toBe(false);
    time.advance(1);
    expect(await offer.afterRightSwipe(12)).toBe(true);
    expect(opened).toHaveLength(2);
  });

  it('RECS-17: without consumables it is never offered; a kept time that is not a number counts as none', async () => {
    const off = setup({ enabled: false });
    expect(await off.offer.afterRightSwipe(50)).toBe(false);
    expect(off.opened).toEqual([]);
    const storage = new MemoryStorage();
    await storage.setItem('spark:recs:priorityLikesShownAt', 'soon');
    const kept = setup({ storage });
    expect(await kept.offer.afterRightSwipe(10)).toBe(true);
  });

  it('RECS-17: when the time of the offer cannot be kept, it is logged and the offer still shows', async () => {
    const { logger, opened, offer } = setup({ storage: new MemoryStorage(10) });
    expect(await offer.afterRightSwipe(10)).toBe(true);
    expect(opened).toHaveLength(1);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'priority likes: the time of the offer was not kept', context: { code: 'STORAGE.QUOTA_EXCEEDED' } }]);
  });
});
