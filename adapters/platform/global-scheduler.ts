import type { Scheduler, TimerHandle } from '../../core/shared';

/** A page in the background paints nothing: what waits for a paint goes after this long anyway. */
const PAINT_WAIT_MS = 100;

/**
 * The platform's timers (browser, Node and React Native all provide these globals). `afterPaint` is the next
 * animation frame, then a task: that task runs once the frame has been painted.
 */
export const globalScheduler: Scheduler = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs) as unknown as TimerHandle,
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, periodMs) => globalThis.setInterval(callback, periodMs) as unknown as TimerHandle,
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  afterPaint: (callback) => {
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      callback();
    };
    if (typeof globalThis.requestAnimationFrame === 'function') globalThis.requestAnimationFrame(() => globalThis.setTimeout(once, 0));
    globalThis.setTimeout(once, PAINT_WAIT_MS);
  },
};
