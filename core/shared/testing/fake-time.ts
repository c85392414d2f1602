import type { Clock } from '../clock.port';
import type { Scheduler, TimerHandle } from '../scheduler.port';

interface Timer {
  readonly id: number;
  due: number;
  readonly period: number | undefined;
  readonly callback: () => void;
}

/**
 * A manual clock and scheduler in one: time moves only when a test calls `advance`,
 * and timers due on the way fire in order of their due time (then of their creation).
 */
export class FakeTime implements Clock, Scheduler {
  #now: number;
  #nextId = 1;
  readonly #timers = new Map<number, Timer>();

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return this.#add(callback, delayMs, undefined);
  }

  setInterval(callback: () => void, periodMs: number): TimerHandle {
    return this.#add(callback, periodMs, Math.max(1, periodMs));
  }

  clearTimeout(handle: TimerHandle): void {
    this.#timers.delete(handle as number);
  }

  clearInterval(handle: TimerHandle): void {
    this.#timers.delete(handle as number);
  }

  /** How many timers are waiting. */
  get pendingTimers(): number {
    return this.#timers.size;
  }

  /** Moves time forward by `ms`, firing every timer that falls due, including ones scheduled on the way. */
  advance(ms: number): void {
    const target = this.#now + Math.max(0, ms);
    for (;;) {
      const next = this.#nextDue(target);
      if (!next) break;
      this.#now = next.due;
      if (next.period === undefined) this.#timers.delete(next.id);
      else next.due += next.period;
      next.callback();
    }
    this.#now = target;
  }

  /** Moves time to an absolute instant (never backwards). */
  advanceTo(instant: number): void {
    this.advance(instant - this.#now);
  }

  /** Sets the clock without firing timers: models a suspended device or a clock jump. */
  jump(ms: number): void {
    this.#now += ms;
  }

  /** Advances time while letting awaited promises settle between steps. */
  async advanceAsync(ms: number, step = 1): Promise<void> {
    const target = this.#now + ms;
    while (this.#now < target) {
      await flushMicrotasks();
      this.advance(Math.min(step, target - this.#now));
    }
    await flushMicrotasks();
  }

  #add(callback: () => void, delayMs: number, period: number | undefined): TimerHandle {
    const id = this.#nextId++;
    this.#timers.set(id, { id, due: this.#now + Math.max(0, delayMs), period, callback });
    return id;
  }

  #nextDue(limit: number): Timer | undefined {
    let best: Timer | undefined;
    for (const t of this.#timers.values()) {
      if (t.due <= limit && (!best || t.due < best.due || (t.due === best.due && t.id < best.id))) best = t;
    }
    return best;
  }
}

/** Lets pending promise callbacks run. */
export const flushMicrotasks = async (rounds = 5): Promise<void> => {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
};
