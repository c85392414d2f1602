import type { RecsApiPort } from './recs-api.port';
import { needsMoreRecs, RECS_LOW_WATER } from './recs-queue';
import type { RecsStore } from './recs.store';

export interface LoadRecsDeps {
  readonly api: RecsApiPort;
  readonly store: RecsStore;
  /** Top up when fewer than this many candidates are left (default 3). */
  readonly lowWater?: number;
}

/**
 * RECS-03, API-08: `GET /v2/recs/core` fills the queue. Single-flight: a call while one is out joins it. An answer
 * that arrives after a reset (logout) is dropped.
 */
export class LoadRecsUseCase {
  #inFlight: { readonly epoch: number; readonly done: Promise<void> } | undefined;

  constructor(private readonly deps: LoadRecsDeps) {}

  /** Fetches candidates now (or joins the fetch under way). */
  execute(): Promise<void> {
    const epoch = this.deps.store.epoch.peek();
    if (this.#inFlight?.epoch === epoch) return this.#inFlight.done;
    const flight = {
      epoch,
      done: this.#fetch(epoch).finally(() => {
        if (this.#inFlight === flight) this.#inFlight = undefined;
      }),
    };
    this.#inFlight = flight;
    return flight.done;
  }

  /** Fetches only when the queue runs low (fewer than the low-water mark left); joins a fetch under way. */
  topUp(): Promise<void> {
    if (this.#inFlight?.epoch === this.deps.store.epoch.peek()) return this.#inFlight.done;
    return needsMoreRecs(this.deps.store.queue.value.length, this.deps.lowWater ?? RECS_LOW_WATER) ? this.execute() : Promise.resolve();
  }

  async #fetch(epoch: number): Promise<void> {
    const { api, store } = this.deps;
    store.startLoading();
    const result = await api.fetchRecs();
    if (store.epoch.value !== epoch) return;
    if (result.ok) store.loaded(result.value);
    else store.loadFailed(result.error.code);
  }
}
