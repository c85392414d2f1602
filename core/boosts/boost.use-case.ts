import { ok, type AppError, type Clock, type Result, type Scheduler, type TimerHandle } from '../shared';
import type { BoostVariant } from './boost';
import type { BoostsApiPort } from './boosts-api.port';
import type { BoostsStore } from './boosts.store';

/** The countdown's tick. */
export const BOOST_TICK_MS = 1000;
/** How often a primetime boost's result is asked for while polling, in base time units (our choice). */
export const PRIMETIME_POLL_BTU = 60;

export interface BoostDeps {
  readonly api: BoostsApiPort;
  readonly store: BoostsStore;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly baseTimeUnitMs: number;
}

/**
 * Boosts (BOOST-03, BOOST-04, BOOST-07): reads the member's boost, starts one (start → success | failure), runs
 * the countdown while it is active (timer start; `end` once now reaches `expires_at`), and polls a primetime boost's
 * result while asked to (primetime polling start / stop). `dispose()` stops every timer.
 */
export class BoostUseCase {
  #timer: TimerHandle | null = null;
  #poll: TimerHandle | null = null;
  /** Polling was started for a running primetime boost (and stops when it ends). */
  #pollsPrimetime = false;

  constructor(private readonly deps: BoostDeps) {}

  async load(): Promise<Result<void, AppError>> {
    const answer = await this.deps.api.result();
    if (!answer.ok) return answer;
    this.deps.store.dispatch({ type: 'loaded', boost: answer.value });
    this.#afterChange();
    return ok(undefined);
  }

  async start(variant: BoostVariant = 'boost'): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const before = store.machine.peek().phase;
    store.dispatch({ type: 'start' });
    if (store.machine.peek().phase !== 'starting' || before === 'starting') return ok(undefined);
    const answer = await api.start(variant);
    if (!answer.ok) {
      store.dispatch({ type: 'failure', code: answer.error.code });
      return answer;
    }
    store.dispatch({ type: 'success', boost: answer.value });
    this.#afterChange();
    return ok(undefined);
  }

  /** Starts the countdown when a boost is active, and ends it when it reaches its end. */
  #afterChange(): void {
    const { store, scheduler, clock } = this.deps;
    store.tick(clock.now());
    const { phase, boost } = store.machine.peek();
    // BOOST-03, BOOST-05: a primetime boost's result is polled while it runs (it stops with the boost's end).
    if (phase === 'active' && boost?.is_primetime_boost === true && this.#poll === null) {
      this.startPrimetimePolling();
      this.#pollsPrimetime = true;
    }
    if (phase !== 'active') return;
    if (store.reachedEnd.peek()) {
      store.dispatch({ type: 'end' });
      this.#endPrimetimePolling();
      return;
    }
    if (this.#timer !== null) return;
    store.dispatch({ type: 'timerStart' });
    this.#timer = scheduler.setInterval(() => {
      store.tick(clock.now());
      if (store.reachedEnd.peek()) {
        store.dispatch({ type: 'end' });
        this.#stopTimer();
        this.#endPrimetimePolling();
      }
    }, BOOST_TICK_MS);
  }

  #endPrimetimePolling(): void {
    if (!this.#pollsPrimetime) return;
    this.#pollsPrimetime = false;
    this.stopPrimetimePolling();
  }

  #stopTimer(): void {
    // Stryker disable next-line ConditionalExpression: equivalent, clearing no timer does nothing
    if (this.#timer !== null) this.deps.scheduler.clearInterval(this.#timer);
    this.#timer = null;
  }

  /** BOOST-03: primetime polling start: the result is asked for every 60 BTU until stopped. */
  startPrimetimePolling(): void {
    if (this.#poll !== null) return;
    this.deps.store.dispatch({ type: 'primetimePollingStart' });
    this.#poll = this.deps.scheduler.setInterval(() => void this.load(), PRIMETIME_POLL_BTU * this.deps.baseTimeUnitMs);
  }

  stopPrimetimePolling(): void {
    // Stryker disable next-line ConditionalExpression: equivalent, clearing no timer does nothing
    if (this.#poll !== null) this.deps.scheduler.clearInterval(this.#poll);
    this.#poll = null;
    this.deps.store.dispatch({ type: 'primetimePollingStop' });
  }

  /** A failed start was seen (its modal closed): back to what the provider says. */
  acknowledge(): void {
    const { store } = this.deps;
    const { phase, boost, primetimePolling } = store.machine.peek();
    // An ended boost already shows what the provider says (loading it again gives 'ended').
    if (phase !== 'failed') return;
    store.clear();
    if (boost !== null) store.dispatch({ type: 'loaded', boost });
    // Polling goes on until it is stopped.
    if (primetimePolling) store.dispatch({ type: 'primetimePollingStart' });
  }

  dispose(): void {
    this.#stopTimer();
    // Stryker disable next-line ConditionalExpression: equivalent, clearing no timer does nothing
    if (this.#poll !== null) this.deps.scheduler.clearInterval(this.#poll);
    this.#poll = null;
  }
}
