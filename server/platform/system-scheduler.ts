import type { Scheduler, TimerHandle } from '../../core/shared';

/**
 * Node's timers; tests inject FakeTime instead. Timers are unref'd: a pending demo reply never keeps a
 * stopping process alive.
 */
export const systemScheduler: Scheduler = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs).unref(),
  clearTimeout: (handle: TimerHandle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (callback, periodMs) => setInterval(callback, periodMs).unref(),
  clearInterval: (handle: TimerHandle) => clearInterval(handle as NodeJS.Timeout),
};
