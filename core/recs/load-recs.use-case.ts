import type { RecsApiPort, RecsError } from './recs-api.port';
import { needsMoreRecs, RECS_LOW_WATER } from './recs-queue';
import { MAIN_QUEUE } from './recs-state';
import type { RecsStore } from './recs.store';
import type { Result } from '../shared';
import type { RecCard } from './rec-card';

export interface LoadRecsDeps {
  readonly api: RecsApiPort;
  readonly store: RecsStore;
  /** Top up when fewer than this many candidates are left (default 3). */
  readonly lowWater?: number;
}

/**
 * RECS-06: what reloads recs: a user-data update that succeeded, a travel location set, a location reset. The app
 * has the first (a saved discovery setting); travel locations and a location reset come with the passport.
 */
export const RECS_RELOAD_TRIGGERS = ['user-data-updated', 'travel-location-set', 'location-reset'] as const;
export type RecsReloadTrigger = (typeof RECS_RELOAD_TRIGGERS)[number];

/** Where a queue other than `main` gets its cards (a catalog's stack, EXP-01): a page of candidates at a time. */
export type RecsQueueSource = () => Promise<Result<readonly RecCard[], RecsError>>;

/**
 * RECS-03, RECS-05, RECS-06, API-08: `GET /v2/recs/core` fills the main queue. Single-flight: a call while one is
 * out joins it. An answer that arrives after a reset (logout) or a reload is dropped. A reload clears the queue
 * (the cards were chosen by settings that changed) and asks again; load by id puts one member's card on top.
 */
export class LoadRecsUseCase {
  #inFlight: { readonly generation: string; readonly done: Promise<void> } | undefined;
  #reloads = 0;
  readonly #sources = new Map<string, RecsQueueSource>();
  readonly #queueFlights = new Map<string, { readonly epoch: number; readonly done: Promise<void> }>();

  constructor(private readonly deps: LoadRecsDeps) {}

  /** Fetches candidates now (or joins the fetch under way). */
  execute(): Promise<void> {
    const generation = this.#generation();
    if (this.#inFlight?.generation === generation) return this.#inFlight.done;
    const flight = {
      generation,
      done: this.#fetch(generation).finally(() => {
        if (this.#inFlight === flight) this.#inFlight = undefined;
      }),
    };
    this.#inFlight = flight;
    return flight.done;
  }

  /**
   * Fetches for the active queue only when it runs low (fewer than the low-water mark left); joins a fetch under
   * way. `main` fills from recs; another queue from its source (a queue without one is never topped up).
   */
  topUp(): Promise<void> {
    const active = this.deps.store.activeQueue.peek();
    if (active !== MAIN_QUEUE) {
      const held = this.deps.store.queues.peek()[active] ?? [];
      return this.#sources.has(active) && needsMoreRecs(held.length, this.deps.lowWater ?? RECS_LOW_WATER) ? this.loadQueue(active) : Promise.resolve();
    }
    if (this.#inFlight?.generation === this.#generation()) return this.#inFlight.done;
    const main = this.deps.store.queues.value[MAIN_QUEUE] ?? [];
    return needsMoreRecs(main.length, this.deps.lowWater ?? RECS_LOW_WATER) ? this.execute() : Promise.resolve();
  }

  /** Names where a queue other than `main` gets its cards (undefined: none any more). */
  setQueueSource(queue: string, source: RecsQueueSource | undefined): void {
    if (queue === MAIN_QUEUE) throw new Error('the main queue fills from recs');
    if (source === undefined) this.#sources.delete(queue);
    else this.#sources.set(queue, source);
  }

  /** Fetches a page for a queue now (`main`: recs; another: its source, if it has one); single-flight per queue. */
  loadQueue(queue: string): Promise<void> {
    if (queue === MAIN_QUEUE) return this.execute();
    const source = this.#sources.get(queue);
    if (source === undefined) return Promise.resolve();
    const epoch = this.deps.store.epoch.peek();
    const flying = this.#queueFlights.get(queue);
    if (flying?.epoch === epoch) return flying.done;
    const flight = {
      epoch,
      done: this.#fetchQueue(queue, source, epoch).finally(() => {
        if (this.#queueFlights.get(queue) === flight) this.#queueFlights.delete(queue);
      }),
    };
    this.#queueFlights.set(queue, flight);
    return flight.done;
  }

  /** RECS-05 clear recs: the main queue empties (nothing swiped is forgotten). */
  clear(): void {
    this.deps.store.dispatch({ type: 'clearRecs' });
  }

  /** RECS-06: after a user-data update, a travel location or a location reset, recs start again. */
  reload(trigger: RecsReloadTrigger): Promise<void> {
    void trigger;
    this.#reloads += 1;
    this.clear();
    return this.execute();
  }

  /** RECS-05 load by id: one member's card on top of a queue (the active one by default), unless already swiped. */
  async loadById(id: string, queue?: string): Promise<Result<RecCard, RecsError>> {
    const { api, store } = this.deps;
    const epoch = store.epoch.value;
    const result = await api.fetchPerson(id);
    if (result.ok && store.epoch.peek() === epoch) store.dispatch({ type: 'loadById', card: result.value, ...(queue === undefined ? {} : { queue }) });
    return result;
  }

  /** RECS-05 set active queue. */
  setActiveQueue(queue: string): void {
    this.deps.store.dispatch({ type: 'setActiveQueue', queue });
  }

  async #fetchQueue(queue: string, source: RecsQueueSource, epoch: number): Promise<void> {
    const { store } = this.deps;
    store.dispatch({ type: 'loadRecs/start' });
    const result = await source();
    // A reset (logout) or a source taken away since: the answer is dropped.
    if (store.epoch.peek() !== epoch || this.#sources.get(queue) !== source) return;
    store.dispatch(result.ok ? { type: 'loadRecs/done', cards: result.value, queue } : { type: 'loadRecs/failed', code: result.error.code });
  }

  #generation(): string {
    return `${this.deps.store.epoch.peek()}:${this.#reloads}`;
  }

  async #fetch(generation: string): Promise<void> {
    const { api, store } = this.deps;
    store.dispatch({ type: 'loadRecs/start' });
    const result = await api.fetchRecs();
    if (this.#generation() !== generation) return;
    store.dispatch(result.ok ? { type: 'loadRecs/done', cards: result.value } : { type: 'loadRecs/failed', code: result.error.code });
  }
}
