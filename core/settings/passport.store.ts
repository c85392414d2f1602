import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  AT_HOME,
  clampZoom,
  PASSPORT_ZOOM_DEFAULT,
  withRecent,
  type PassportAccess,
  type PassportPlace,
  type PlaceSearch,
  type PopularPlaces,
  type Travel,
} from './passport';

export type PassportStatus = { readonly kind: 'idle' } | { readonly kind: 'loading' } | { readonly kind: 'loaded' } | { readonly kind: 'failed'; readonly code: string | number };

/** What a travel change came to: saving one, or the last one refused (with its code). */
export type TravelChange = { readonly kind: 'none' } | { readonly kind: 'saving'; readonly placeId: string | null } | { readonly kind: 'refused'; readonly code: string | number };

/** No access until the profile says so; Plus is the tier offered (PUR-08). */
const NO_ACCESS: PassportAccess = { allow: false, requiredTier: 'plus' };

/**
 * SET-14 passport state as signals: the travel location, the recent, popular and searched places, the zoom level
 * (default 10), whether the member's tier has the passport, and the travel change under way. `reset` on logout.
 */
export class PassportStore {
  readonly #status = signal<PassportStatus>({ kind: 'idle' });
  readonly #travel = signal<Travel>(AT_HOME);
  readonly #access = signal<PassportAccess>(NO_ACCESS);
  readonly #recent = signal<readonly PassportPlace[]>([]);
  readonly #popular = signal<PopularPlaces>({ kind: 'idle' });
  readonly #search = signal<PlaceSearch>({ kind: 'idle' });
  readonly #zoom = signal(PASSPORT_ZOOM_DEFAULT);
  readonly #change = signal<TravelChange>({ kind: 'none' });

  readonly status: ReadonlySignal<PassportStatus> = this.#status;
  readonly travel: ReadonlySignal<Travel> = this.#travel;
  readonly access: ReadonlySignal<PassportAccess> = this.#access;
  readonly recent: ReadonlySignal<readonly PassportPlace[]> = this.#recent;
  readonly popular: ReadonlySignal<PopularPlaces> = this.#popular;
  readonly search: ReadonlySignal<PlaceSearch> = this.#search;
  readonly zoom: ReadonlySignal<number> = this.#zoom;
  readonly change: ReadonlySignal<TravelChange> = this.#change;
  /** The place the member travels to, or null at home. */
  readonly place: ReadonlySignal<PassportPlace | null> = computed(() => {
    const travel = this.#travel.value;
    return travel.kind === 'traveling' ? travel.place : null;
  });

  startLoading(): void {
    if (this.#status.peek().kind !== 'loaded') this.#status.value = { kind: 'loading' };
  }

  loaded(travel: Travel, access: PassportAccess): void {
    batch(() => {
      this.#travel.value = travel;
      this.#access.value = access;
      if (travel.kind === 'traveling' && this.#recent.peek().length === 0) this.#recent.value = [travel.place];
      this.#status.value = { kind: 'loaded' };
    });
  }

  loadFailed(code: string | number): void {
    this.#status.value = { kind: 'failed', code };
  }

  /** The provider refused for the tier (40390): the passport is not the member's. */
  accessDenied(): void {
    this.#access.value = { ...this.#access.peek(), allow: false };
  }

  popularLoading(): void {
    this.#popular.value = { kind: 'loading' };
  }

  popularLoaded(places: readonly PassportPlace[]): void {
    this.#popular.value = { kind: 'loaded', places };
  }

  popularFailed(code: string | number): void {
    this.#popular.value = { kind: 'failed', code };
  }

  searching(query: string): void {
    this.#search.value = query === '' ? { kind: 'idle' } : { kind: 'searching', query };
  }

  /** An answer for a query; dropped unless it is the query asked last. */
  searched(query: string, answer: { readonly places: readonly PassportPlace[] } | { readonly code: string | number }): void {
    const current = this.#search.peek();
    if (current.kind !== 'searching' || current.query !== query) return;
    this.#search.value = 'places' in answer ? { kind: 'found', query, places: answer.places } : { kind: 'failed', query, code: answer.code };
  }

  setZoom(zoom: number): void {
    this.#zoom.value = clampZoom(zoom);
  }

  saving(placeId: string | null): void {
    this.#change.value = { kind: 'saving', placeId };
  }

  /** A travel change the provider stored: a new place also joins the recent places. */
  travelSaved(travel: Travel): void {
    batch(() => {
      this.#travel.value = travel;
      if (travel.kind === 'traveling') this.#recent.value = withRecent(this.#recent.peek(), travel.place);
      this.#change.value = { kind: 'none' };
    });
  }

  travelRefused(code: string | number): void {
    this.#change.value = { kind: 'refused', code };
  }

  reset(): void {
    batch(() => {
      this.#status.value = { kind: 'idle' };
      this.#travel.value = AT_HOME;
      this.#access.value = NO_ACCESS;
      this.#recent.value = [];
      this.#popular.value = { kind: 'idle' };
      this.#search.value = { kind: 'idle' };
      this.#zoom.value = PASSPORT_ZOOM_DEFAULT;
      this.#change.value = { kind: 'none' };
    });
  }
}
