import type { Clock } from '../shared';
import type { MatchFilter } from './match';
import type { MatchesApiPort } from './matches-api.port';
import type { MatchesStore } from './matches.store';

export interface LoadMatchesDeps {
  readonly api: MatchesApiPort;
  readonly store: MatchesStore;
  readonly clock: Clock;
}

/** The lists the member sees first: conversations and new matches (the archive loads when opened). */
const FIRST_LISTS: readonly MatchFilter[] = ['withMessages', 'withoutMessages'];

/**
 * MATCH-08, MATCH-09: loads the lists page by page. `loadFirst` (re)loads a list's first page, `loadMore` the
 * page after the last one, until a page comes without a token. One call per list at a time: a second joins the
 * first. Answers that arrive after a reset (logout) are dropped.
 */
export class LoadMatchesUseCase {
  readonly #inFlight = new Map<MatchFilter, { readonly epoch: number; readonly done: Promise<void> }>();
  #initial: Promise<void> | undefined;
  #initialEpoch = -1;

  constructor(private readonly deps: LoadMatchesDeps) {}

  /** The first pages of the conversations and of the new matches, once per sign-in; settles whether they load or fail. */
  initialLoad(): Promise<void> {
    const epoch = this.deps.store.epoch.peek();
    if (this.#initial === undefined || this.#initialEpoch !== epoch) {
      this.#initialEpoch = epoch;
      this.#initial = Promise.all(FIRST_LISTS.map((filter) => this.loadFirst(filter))).then(() => undefined);
    }
    return this.#initial;
  }

  /** (Re)loads a list's first page. */
  loadFirst(filter: MatchFilter): Promise<void> {
    return this.#load(filter, undefined);
  }

  /** MATCH-09: the next page, unless the list has ended or a load is under way. */
  loadMore(filter: MatchFilter): Promise<void> {
    const state = this.deps.store.lists.peek()[filter];
    if (state.isEndOfList || state.status === 'loading') return this.#inFlight.get(filter)?.done ?? Promise.resolve();
    if (state.nextPageToken === undefined) return state.status === 'loaded' ? Promise.resolve() : this.loadFirst(filter);
    return this.#load(filter, state.nextPageToken);
  }

  #load(filter: MatchFilter, pageToken: string | undefined): Promise<void> {
    const { store } = this.deps;
    const epoch = store.epoch.peek();
    const running = this.#inFlight.get(filter);
    if (running?.epoch === epoch) return running.done;
    const flight = {
      epoch,
      done: this.#fetch(filter, pageToken, epoch).finally(() => {
        if (this.#inFlight.get(filter) === flight) this.#inFlight.delete(filter);
      }),
    };
    this.#inFlight.set(filter, flight);
    return flight.done;
  }

  async #fetch(filter: MatchFilter, pageToken: string | undefined, epoch: number): Promise<void> {
    const { api, store, clock } = this.deps;
    store.startLoading(filter);
    const page = await api.listMatches(filter, pageToken);
    if (store.epoch.peek() !== epoch) return;
    store.setNow(clock.now());
    if (page.ok) store.pageLoaded(filter, page.value.matches, page.value.nextPageToken, pageToken === undefined);
    else store.pageFailed(filter, page.error.code);
  }
}
