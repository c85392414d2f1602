import type { Scheduler, TimerHandle } from '../../core/shared';

/** The platform's timers (browser, Node and React Native all provide these globals). */
export const globalScheduler: Scheduler = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs) as unknown as TimerHandle,
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, periodMs) => globalThis.setInterval(callback, periodMs) as unknown as TimerHandle,
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};
