import { ErrorCode } from '../errors/error-codes';
import { err, ok, type AppError, type Result } from '../shared';
import { searchTerms, type PassportPlace, type Travel } from './passport';
import type { PassportApiPort } from './passport-api.port';
import type { PassportStore } from './passport.store';

/** RECS-06: what a travel change tells recs (the triggers of core/recs LoadRecsUseCase.reload). */
export type TravelChanged = 'travel-location-set' | 'location-reset';

/** Another travel change is being saved. */
export const TRAVEL_BUSY = 'PASSPORT.BUSY';

export interface PassportDeps {
  readonly api: PassportApiPort;
  readonly store: PassportStore;
  /** RECS-06: a travel location set or reset reloads recs. */
  readonly onTravelChanged: (trigger: TravelChanged) => void;
}

/**
 * SET-14: loads the member's travel and access, then the popular places when the tier has the passport; searches
 * places (the answer to the latest query wins); travels to a place or comes home, each reloading recs (RECS-06).
 * A refusal for the tier (40390) takes the passport away in the state, so the page offers Plus instead.
 */
export class PassportUseCase {
  #loading: Promise<void> | undefined;

  constructor(private readonly deps: PassportDeps) {}

  load(): Promise<void> {
    this.#loading ??= this.#load().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  async #load(): Promise<void> {
    const { api, store } = this.deps;
    store.startLoading();
    const profile = await api.load();
    if (!profile.ok) {
      store.loadFailed(profile.error.code);
      return;
    }
    store.loaded(profile.value.travel, profile.value.access);
    if (profile.value.access.allow) await this.loadPopular();
  }

  async loadPopular(): Promise<void> {
    const { api, store } = this.deps;
    store.popularLoading();
    const popular = await api.popular();
    if (popular.ok) store.popularLoaded(popular.value);
    else this.#refused(popular.error, () => store.popularFailed(popular.error.code));
  }

  /** Searches the places for the words typed; an empty text clears the search. */
  async search(text: string): Promise<void> {
    const { api, store } = this.deps;
    const query = searchTerms(text);
    store.searching(query);
    if (query === '') return;
    const found = await api.search(query);
    if (found.ok) store.searched(query, { places: found.value });
    else this.#refused(found.error, () => store.searched(query, { code: found.error.code }));
  }

  travelTo(place: PassportPlace): Promise<Result<Travel, AppError>> {
    return this.#change(place.id, () => this.deps.api.travel(place.id), 'travel-location-set');
  }

  goHome(): Promise<Result<Travel, AppError>> {
    return this.#change(null, () => this.deps.api.reset(), 'location-reset');
  }

  async #change(placeId: string | null, call: () => Promise<Result<Travel, AppError>>, trigger: TravelChanged): Promise<Result<Travel, AppError>> {
    const { store, onTravelChanged } = this.deps;
    if (store.change.peek().kind === 'saving') return err({ code: TRAVEL_BUSY });
    store.saving(placeId);
    const saved = await call();
    if (!saved.ok) {
      store.travelRefused(saved.error.code);
      this.#refused(saved.error, () => undefined);
      return saved;
    }
    store.travelSaved(saved.value);
    onTravelChanged(trigger);
    return ok(saved.value);
  }

  #refused(error: AppError, otherwise: () => void): void {
    if (error.code === ErrorCode.PAYWALL_REQUIRED) this.deps.store.accessDenied();
    otherwise();
  }
}
