import { effect } from '@preact/signals-core';
import type { Disposable, Scheduler, TimerHandle } from '../shared';
import type { RecsStore } from './recs.store';

/**
 * RECS-11, RECS-12: the out-of-likes and out-of-superlikes states end by themselves when the allowance comes back:
 * a timer at `rate_limited_until` ends the rate limit (the next answer tells the new count), one at the super
 * likes' `resets_at` ends the out-of-superlikes state. Started with discovery, disposed with it.
 */
export class AllowanceTimers implements Disposable {
  #stop: (() => void) | undefined;

  constructor(private readonly deps: { readonly store: RecsStore; readonly scheduler: Scheduler; readonly clock: { now(): number } }) {}

  start(): void {
    if (this.#stop) return;
    const { store, scheduler, clock } = this.deps;
    let likes: TimerHandle | null = null;
    let superLikes: TimerHandle | null = null;
    const clear = (handle: TimerHandle | null) => {
      if (handle !== null) scheduler.clearTimeout(handle);
    };
    const stopLikes = effect(() => {
      const until = store.rateLimitedUntil.value;
      clear(likes);
      likes = until === undefined ? null : scheduler.setTimeout(() => store.dispatch({ type: 'likesBack' }), Math.max(0, until - clock.now()));
    });
    const stopSuperLikes = effect(() => {
      const out = store.outOfSuperlikes.value;
      const resets = store.superlike.value.resets;
      clear(superLikes);
      superLikes = !out || resets === null ? null : scheduler.setTimeout(() => store.dispatch({ type: 'superlikesBack' }), Math.max(0, resets - clock.now()));
    });
    this.#stop = () => {
      stopLikes();
      stopSuperLikes();
      clear(likes);
      clear(superLikes);
    };
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = undefined;
  }
}
