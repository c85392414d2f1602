/** An opaque handle of a scheduled callback. */
export type TimerHandle = { readonly __timer: unique symbol } | number | object;

/** Timers, so that every delay in the core can run on a fake clock in tests. */
export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, periodMs: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
  /**
   * Calls back once the screen has painted what changed so far (soon, where nothing paints). Optional: without it,
   * work that waits for the paint goes at once.
   */
  afterPaint?(callback: () => void): void;
}
