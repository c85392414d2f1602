import { describe, expect, it } from 'vitest';
import type { UserId } from '../shared';
import { FakeTime } from '../shared/testing';
import { AllowanceTimers } from './allowance-timers';
import { RecsStore } from './recs.store';

describe('AllowanceTimers', () => {
  it('RECS-11: the out-of-likes state ends by itself when the likes come back, at rate_limited_until', () => {
    const time = new FakeTime();
    const store = new RecsStore();
    const timers = new AllowanceTimers({ store, scheduler: time, clock: time });
    timers.start();
    store.dispatch({ type: 'outOfLikes', until: time.now() + 60_000 });
    time.advance(59_999);
    expect(store.outOfLikes.value).toBe(true);
    time.advance(1);
    expect(store.outOfLikes.value).toBe(false);
    expect(store.rateLimitedUntil.value).toBeUndefined();
    timers.dispose();
    store.dispatch({ type: 'outOfLikes', until: time.now() + 1_000 });
    time.advance(5_000);
    expect(store.outOfLikes.value).toBe(true);
  });

  it('RECS-12: the out-of-superlikes state ends at resets_at; a later reset moves the timer', () => {
    const time = new FakeTime();
    const store = new RecsStore();
    new AllowanceTimers({ store, scheduler: time, clock: time }).start();
    store.dispatch({ type: 'outOfSuperlikes', recId: 'r-1' as UserId, resetsAt: time.now() + 10_000 });
    store.dispatch({ type: 'outOfSuperlikes', recId: 'r-1' as UserId, resetsAt: time.now() + 20_000 });
    time.advance(10_000);
    expect(store.outOfSuperlikes.value).toBe(true);
    time.advance(10_000);
    expect(store.outOfSuperlikes.value).toBe(false);
    expect(store.superlike.value.upsellRecId).toBeNull();
  });
});
