import { MAIN_QUEUE, type LoadRecsUseCase, type RecsStore } from '../recs';
import type { AppError, KeyValueStorage, Result } from '../shared';
import { catalogQueue, EXPLORE_OPT_IN_KEY, readOffered, type Catalog } from './catalog';
import type { ExploreApiPort } from './explore-api.port';
import type { ExploreStore } from './explore.store';

export interface ExploreDeps {
  readonly api: ExploreApiPort;
  readonly store: ExploreStore;
  /** The recs' store and loader: a catalog's cards are a queue of the one card stack. */
  readonly recs: { readonly store: RecsStore; readonly load: LoadRecsUseCase };
  /** This device's storage (EXP-02: the opt-in offered once per catalog). */
  readonly storage: KeyValueStorage;
}

/**
 * Explore (EXP-01, EXP-02): the catalogs load when Explore or a catalog opens (single-flight); joining and leaving
 * show at once and roll back when refused; opening a catalog makes its cards the active recs queue, filled and
 * topped up from the catalog's own recs, so Discover's deck, its swipes, matches and allowances work on it as on
 * `main`; closing it makes `main` active again. The opt-in is offered once per catalog on this device.
 */
export class ExploreUseCase {
  #loading: Promise<void> | undefined;

  constructor(private readonly deps: ExploreDeps) {}

  /** EXP-01: explore data loaded on route entry (a failed load is tried again on the next entry, or a retry). */
  enter(): Promise<void> {
    if (this.#loading) return this.#loading;
    const { api, store } = this.deps;
    if (store.status.peek().kind !== 'ready') store.loading();
    this.#loading = api
      .catalogs()
      .then((result) => (result.ok ? store.loaded(result.value) : store.failed(result.error)))
      .finally(() => {
        this.#loading = undefined;
      });
    return this.#loading;
  }

  /** EXP-02: opts in or out; the tile says so at once, and goes back if the provider refuses. */
  async setJoined(catalogId: string, joined: boolean): Promise<Result<Catalog, AppError> | undefined> {
    const { api, store } = this.deps;
    const before = store.byId(catalogId);
    if (before === undefined || before.joined === joined || store.pending.peek().has(catalogId)) return undefined;
    store.setPending(catalogId, true);
    store.put({ ...before, joined, members: Math.max(0, before.members + (joined ? 1 : -1)) });
    const result = await api.setJoined(catalogId, joined);
    store.setPending(catalogId, false);
    store.put(result.ok ? result.value : before);
    return result;
  }

  join(catalogId: string): Promise<Result<Catalog, AppError> | undefined> {
    return this.setJoined(catalogId, true);
  }

  leave(catalogId: string): Promise<Result<Catalog, AppError> | undefined> {
    return this.setJoined(catalogId, false);
  }

  /** EXP-01: a catalog's card stack opens: its queue is the active one, filled from the catalog's recs. */
  async open(catalogId: string): Promise<void> {
    const { api, store, recs } = this.deps;
    const queue = catalogQueue(catalogId);
    store.opened(catalogId);
    recs.load.setQueueSource(queue, () => api.recs(catalogId));
    recs.load.setActiveQueue(queue);
    const catalogs = store.status.peek().kind === 'ready' ? Promise.resolve() : this.enter();
    await Promise.all([catalogs, recs.load.topUp()]);
  }

  /** The stack asks for the catalog's cards again (a retry, or "look again" when it ran out). */
  reload(): Promise<void> {
    const id = this.deps.store.openId.peek();
    return id === null ? Promise.resolve() : this.deps.recs.load.loadQueue(catalogQueue(id));
  }

  /** Leaving a catalog's page: `main` is the active queue again (the catalog's cards are kept for a return). */
  close(): void {
    const { store, recs } = this.deps;
    const id = store.openId.peek();
    if (id === null) return;
    store.opened(null);
    if (recs.store.activeQueue.peek() === catalogQueue(id)) recs.load.setActiveQueue(MAIN_QUEUE);
  }

  /** EXP-02: whether to offer the opt-in for this catalog: not joined, and never offered on this device. */
  async shouldOfferOptIn(catalogId: string): Promise<boolean> {
    const catalog = this.deps.store.byId(catalogId);
    if (catalog === undefined || catalog.joined) return false;
    return !readOffered(await this.deps.storage.getItem(EXPLORE_OPT_IN_KEY)).includes(catalogId);
  }

  /** EXP-02: the opt-in was offered (whatever the answer): never again for this catalog on this device. */
  async optInOffered(catalogId: string): Promise<void> {
    const offered = readOffered(await this.deps.storage.getItem(EXPLORE_OPT_IN_KEY));
    if (!offered.includes(catalogId)) await this.deps.storage.setItem(EXPLORE_OPT_IN_KEY, JSON.stringify([...offered, catalogId]));
  }
}
