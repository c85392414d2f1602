/**
 * SET-14 passport: where a Plus member travels (a place, or home), the places they chose lately, the popular and
 * searched places, and the map's zoom level. Pure rules; the store and use-case hold them as signals.
 */

/** A place of the provider's catalogue. */
export interface PassportPlace {
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly countryCode: string;
  readonly lat: number;
  readonly lng: number;
}

/** SET-14 `travel{is_traveling, travel_pos, travel_location_info}`, as a tagged union. */
export type Travel = { readonly kind: 'home' } | { readonly kind: 'traveling'; readonly place: PassportPlace };

export const AT_HOME: Travel = { kind: 'home' };

/** Whether the member's tier has the passport (PUR-08 `passport`), and the tier to offer otherwise. */
export interface PassportAccess {
  readonly allow: boolean;
  readonly requiredTier: string;
}

/** SET-14: the passport's zoom level by default (D2 §9: "Passport default zoom 10"). */
export const PASSPORT_ZOOM_DEFAULT = 10;
/** Zoom levels of a web map (0: the whole earth). */
export const PASSPORT_ZOOM_MIN = 0;
export const PASSPORT_ZOOM_MAX = 20;

/** A zoom level kept within the map's levels, whole. */
export const clampZoom = (zoom: number): number =>
  Number.isFinite(zoom) ? Math.min(PASSPORT_ZOOM_MAX, Math.max(PASSPORT_ZOOM_MIN, Math.round(zoom))) : PASSPORT_ZOOM_DEFAULT;

/** Recent places kept (docs/decisions.md SET-14). */
export const RECENT_PLACES_MAX = 5;

/** The recent places after choosing one: it comes first, once, and at most RECENT_PLACES_MAX are kept. */
export const withRecent = (recent: readonly PassportPlace[], place: PassportPlace): readonly PassportPlace[] =>
  [place, ...recent.filter((p) => p.id !== place.id)].slice(0, RECENT_PLACES_MAX);

/** A search's words as sent: trimmed, single spaces; empty means no search. At most 64 characters (the server's bound). */
export const PASSPORT_QUERY_MAX = 64;
export const searchTerms = (text: string): string => text.trim().replace(/\s+/g, ' ').slice(0, PASSPORT_QUERY_MAX);

/** The search's state: nothing asked, asking, the places found, or a failure with its code. */
export type PlaceSearch =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching'; readonly query: string }
  | { readonly kind: 'found'; readonly query: string; readonly places: readonly PassportPlace[] }
  | { readonly kind: 'failed'; readonly query: string; readonly code: string | number };

/** The popular places: loading, loaded, or failed. */
export type PopularPlaces =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly places: readonly PassportPlace[] }
  | { readonly kind: 'failed'; readonly code: string | number };
