/**
 * SET-07: preference filters need a tier: `featureAccess.preference_filters{unlimited, required_tier, allow}`.
 * The exact predicate is not shown (docs/decisions.md): access when `allow` is true or `unlimited` is true;
 * anything missing or of another type means no access, and `required_tier` names the tier to offer.
 */
export interface PreferenceFilterAccess {
  readonly unlimited?: unknown;
  readonly required_tier?: unknown;
  readonly allow?: unknown;
}

export const canUsePreferenceFilters = (access: PreferenceFilterAccess | null | undefined): boolean =>
  access?.allow === true || access?.unlimited === true;

/** The tier that unlocks preference filters, when the provider names one. */
export const requiredTierOf = (access: PreferenceFilterAccess | null | undefined): string | undefined =>
  typeof access?.required_tier === 'string' && access.required_tier !== '' ? access.required_tier : undefined;
