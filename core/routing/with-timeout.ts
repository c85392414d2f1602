import type { Scheduler } from '../shared';

/** How a bounded wait ended. */
export type Bounded<T> =
  | { readonly kind: 'settled'; readonly value: T }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'timedOut' };

/** Waits for a promise at most `ms` on the Scheduler; the timer is cleared as soon as the promise settles. */
export const withTimeout = <T>(promise: Promise<T>, ms: number, scheduler: Scheduler): Promise<Bounded<T>> =>
  new Promise((resolve) => {
    let done = false;
    const finish = (outcome: Bounded<T>) => {
      if (done) return;
      done = true;
      scheduler.clearTimeout(timer);
      resolve(outcome);
    };
    const timer = scheduler.setTimeout(() => finish({ kind: 'timedOut' }), ms);
    promise.then(
      (value) => finish({ kind: 'settled', value }),
      (error: unknown) => finish({ kind: 'failed', error }),
    );
  });
