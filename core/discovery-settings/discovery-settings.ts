/**
 * SET-04: the discovery settings, in domain words. The provider's profile names (`age_filter_min`,
 * `age_filter_max`, `distance_filter`, `interested_in_genders`, `auto_expansion`, `global_mode`,
 * `preference_filters`) are read and written by the adapter.
 */
import { AGE_MIN, AGE_UNBOUNDED, PHOTOS_MAX, PHOTOS_MIN, DISTANCE_MIN_MI } from './bounds';
import { distanceMaxKm } from './discovery-distance';

/** PROF-09: 0 men, 1 women, 2 beyond binary. */
export type Gender = 0 | 1 | 2;
export const GENDERS: readonly Gender[] = [0, 1, 2];

/** SET-07: the preference filters, applied to recs only for the tiers that have them. */
export interface PreferenceFilters {
  /** SET-04 `numPhotosMin`: candidates with at least this many photos. */
  readonly minPhotos: number;
  readonly hasBio: boolean;
  readonly isVerified: boolean;
  /** Interest ids (`it_<n>`): candidates sharing at least one. */
  readonly passions: readonly string[];
}

export interface DiscoverySettings {
  readonly ageMin: number;
  /** 1000: no upper bound (SET-02). */
  readonly ageMax: number;
  /** In miles (SET-05). */
  readonly distanceMax: number;
  /** Whom the member wants to see (show me); empty or all three: everyone. */
  readonly genders: readonly Gender[];
  /** SET-18: distance lifted (between two members who both have it on, or within the other's own distance). */
  readonly global: boolean;
  /** SET-04 `auto_expansion{age_toggle, distance_toggle}`. */
  readonly autoExpansion: { readonly age: boolean; readonly distance: boolean };
  readonly preferences: PreferenceFilters;
}

/** SET-04: the derived values a settings page shows beside the stored ones. */
export interface DiscoveryFigures {
  readonly ageMin: number;
  readonly ageMax: number;
  readonly numPhotosMin: number;
  readonly numPhotosMax: number;
  readonly distanceMax: number;
  readonly distanceMaxKm: number;
  readonly distanceMin: number;
}

export const discoveryFigures = (s: DiscoverySettings): DiscoveryFigures => ({
  ageMin: s.ageMin,
  ageMax: s.ageMax,
  numPhotosMin: s.preferences.minPhotos,
  numPhotosMax: PHOTOS_MAX,
  distanceMax: s.distanceMax,
  distanceMaxKm: distanceMaxKm(s.distanceMax),
  distanceMin: DISTANCE_MIN_MI,
});

/** SET-03, Q-11: the defaults the spec leaves open (docs/decisions.md): everyone from 18 up, 50 miles. */
export const DEFAULT_DISCOVERY_SETTINGS: DiscoverySettings = {
  ageMin: AGE_MIN,
  ageMax: AGE_UNBOUNDED,
  distanceMax: 50,
  genders: [],
  global: false,
  autoExpansion: { age: false, distance: false },
  preferences: { minPhotos: PHOTOS_MIN, hasBio: false, isVerified: false, passions: [] },
};

/** A change to the settings: the fields given replace the stored ones. */
export interface DiscoveryChange {
  readonly ageMin?: number;
  readonly ageMax?: number;
  readonly distanceMax?: number;
  readonly genders?: readonly Gender[];
  readonly global?: boolean;
  readonly autoExpansion?: { readonly age?: boolean; readonly distance?: boolean };
  readonly preferences?: Partial<PreferenceFilters>;
}

export const applyDiscoveryChange = (s: DiscoverySettings, c: DiscoveryChange): DiscoverySettings => ({
  ageMin: c.ageMin ?? s.ageMin,
  ageMax: c.ageMax ?? s.ageMax,
  distanceMax: c.distanceMax ?? s.distanceMax,
  genders: c.genders ?? s.genders,
  global: c.global ?? s.global,
  autoExpansion: { ...s.autoExpansion, ...c.autoExpansion },
  preferences: { ...s.preferences, ...c.preferences },
});

/** Whether a change turns a preference filter on (SET-07: that needs a tier; turning one off never does). */
export const turnsPreferenceFiltersOn = (c: DiscoveryChange): boolean => {
  const p = c.preferences;
  if (p === undefined) return false;
  return (p.minPhotos !== undefined && p.minPhotos > PHOTOS_MIN) || p.hasBio === true || p.isVerified === true || (p.passions !== undefined && p.passions.length > 0);
};
