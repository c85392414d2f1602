/**
 * SET-03, SET-06: the filter tray. The filters `{distance, hasBio, isVerified, maxAge, minAge, minPhotos,
 * passions}` are a draft of the discovery settings the member edits in the tray: `set` changes one, `clear`
 * puts every one back to its default (hasBio and isVerified off, SET-03), `toggleOpen` opens or closes the tray;
 * applying the draft saves it as the settings. The whole state resets on logout.
 */
import { DEFAULT_DISCOVERY_SETTINGS, type DiscoveryChange, type DiscoverySettings } from './discovery-settings';

export interface Filters {
  /** In miles. */
  readonly distance: number;
  readonly hasBio: boolean;
  readonly isVerified: boolean;
  readonly maxAge: number;
  readonly minAge: number;
  readonly minPhotos: number;
  readonly passions: readonly string[];
}

/** SET-06: where filters are opened from (`likeslist`, `filterTray`) and the filters themselves. */
export const FILTER_KEYS = ['likeslist', 'filterTray', 'distance', 'ageRange', 'minPhotos', 'passions', 'photoVerified', 'hasBio'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface FilterTray {
  readonly open: boolean;
  /** The filter the tray was opened on, if any. */
  readonly focus: FilterKey | null;
  readonly draft: Filters;
}

export const filtersOf = (s: DiscoverySettings): Filters => ({
  distance: s.distanceMax,
  hasBio: s.preferences.hasBio,
  isVerified: s.preferences.isVerified,
  maxAge: s.ageMax,
  minAge: s.ageMin,
  minPhotos: s.preferences.minPhotos,
  passions: s.preferences.passions,
});

/** SET-03: hasBio and isVerified default off; the others default to the discovery defaults. */
export const DEFAULT_FILTERS: Filters = filtersOf(DEFAULT_DISCOVERY_SETTINGS);

export const closedTray = (s: DiscoverySettings): FilterTray => ({ open: false, focus: null, draft: filtersOf(s) });

export type FilterAction =
  | { readonly type: 'set'; readonly filters: Partial<Filters> }
  | { readonly type: 'clear' }
  | { readonly type: 'toggleOpen'; readonly focus?: FilterKey };

/** SET-03: set, clear, toggle open. Opening starts from the saved settings; closing keeps the draft for next time. */
export const reduceFilterTray = (tray: FilterTray, action: FilterAction, saved: DiscoverySettings): FilterTray => {
  switch (action.type) {
    case 'set':
      return { ...tray, draft: { ...tray.draft, ...action.filters } };
    case 'clear':
      return { ...tray, draft: DEFAULT_FILTERS };
    case 'toggleOpen':
      return tray.open ? { ...tray, open: false, focus: null } : { open: true, focus: action.focus ?? null, draft: filtersOf(saved) };
  }
};

/** The change that saves a draft as the discovery settings. */
export const changeOfFilters = (f: Filters): DiscoveryChange => ({
  ageMin: f.minAge,
  ageMax: f.maxAge,
  distanceMax: f.distance,
  preferences: { minPhotos: f.minPhotos, hasBio: f.hasBio, isVerified: f.isVerified, passions: f.passions },
});
