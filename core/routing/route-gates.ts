/** ROUTE-23: features a premium route needs enabled for the member (the tier switches of LEV-04 and CONF). */
export const PREMIUM_FEATURES = ['gold', 'plus', 'platinum'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/**
 * ROUTE-14, ROUTE-24, ROUTE-25: the levers (feature switches) that open routes. `developerTools` gates the
 * developer pages, `preferences` the preference pages (ROUTE-24), the others their flag-gated routes.
 */
export const ROUTE_LEVERS = ['developerTools', 'matchmaker', 'select', 'giftCard', 'customBanScreen', 'preferences'] as const;
export type RouteLever = (typeof ROUTE_LEVERS)[number];

/** ROUTE-24: the lever the preferences pages need. */
export const PREFERENCES_LEVER = 'preferences' satisfies RouteLever;

/** Lever values as loaded; a lever missing from a loaded set is off (LEV-04: most switches default off). */
export type LeverStates = Readonly<Partial<Record<RouteLever, boolean>>>;
