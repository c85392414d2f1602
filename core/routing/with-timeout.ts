import type { Scheduler } from '../shared';

/**
 * Waits for a promise at most `ms` on the Scheduler: true when it settled (fulfilled or rejected) in time, false
 * when the time ran out first. The timer is cleared as soon as the promise settles.
 */
export const withTimeout = (promise: Promise<unknown>, ms: number, scheduler: Scheduler): Promise<boolean> =>
  new Promise((resolve) => {
    // A promise resolves once: whichever of the two comes second changes nothing.
    const timer = scheduler.setTimeout(() => resolve(false), ms);
    const settled = () => {
      scheduler.clearTimeout(timer);
      resolve(true);
    };
    promise.then(settled, settled);
  });
