/**
 * Consents (PRIV-01..03, 11, 13, 15, 20): the client's model of consent categories and consents, the known codes,
 * the messaging consent, South Korea's ids and the privacy constants. Shared with server/privacy.
 */

/** PRIV-01: a consent inside its category. */
export interface Consent {
  readonly code: string;
  readonly categoryCode: string;
  readonly enabled: boolean;
  readonly defaultValue: boolean;
  readonly requiresInput: boolean;
  readonly metadata: Readonly<Record<string, string>>;
}

/** PRIV-01: a consent category, with its consents. */
export interface ConsentCategory {
  readonly code: string;
  readonly defaultValue: boolean;
  readonly requiresInput: boolean;
  /** False for the strictly necessary category: always on, nobody can turn it off. */
  readonly changeable: boolean;
  readonly consents: readonly Consent[];
}

/** The categories this app's catalogue has (docs/decisions.md, PRIV-03). */
export const CONSENT_CATEGORY = {
  necessary: 'strictly_necessary',
  functional: 'functional',
  analytics: 'analytics',
  advertising: 'advertising',
  social: 'social',
} as const;

/** PRIV-04 ⚠: the two categories a GPC signal leaves as they are (docs/decisions.md). */
export const GPC_EXEMPT_CATEGORIES: readonly string[] = [CONSENT_CATEGORY.necessary, CONSENT_CATEGORY.functional];

/** PRIV-13 ⚠ (Q-02): the messaging consent, D1's category and code (docs/decisions.md). */
export const MESSAGING_CONSENT = { categoryCode: 'message', code: 'chat_suggestion' } as const;
/** PRIV-13: what the messaging variant of the consents call does. */
export const CONSENT_ACTIONS = ['accept', 'revoke'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
/** PRIV-13: the profile's `consentStatus`. */
export type ConsentStatus = 'accepted' | 'not_accepted';

/** PRIV-15: South Korea's consent category and its two location consents. */
export const SOUTH_KOREA_CONSENTS = {
  categoryCode: 'south_korea_consents',
  location: 'terms_and_conditions_of_location_information_service_to_users',
  sharing: 'match_group_information_sharing_privacy_policy',
} as const;

/** PRIV-11: an answer older than this many days is asked again. */
export const PRIVACY_MAX_DAYS = 180;
/** PRIV-11: the privacy flags and their value until the member says otherwise. */
export const PRIVACY_FLAG_DEFAULTS = { advertising: false, analytics: false, social: false } as const;
export type PrivacyFlags = { readonly [K in keyof typeof PRIVACY_FLAG_DEFAULTS]: boolean };

/** PRIV-20: the default max age of a cookie, in seconds (7 days). */
export const COOKIE_MAX_AGE_SECONDS = 604_800;

const DAY_MS = 86_400_000;

/** PRIV-11: whether an answer given at `respondedAt` is still current at `now`. */
export const answerIsCurrent = (respondedAt: number, now: number): boolean => now - respondedAt < PRIVACY_MAX_DAYS * DAY_MS;

/**
 * PRIV-11: the privacy flags of a set of category answers (category code → enabled): a flag is on only when its
 * category was answered on.
 */
export const privacyFlags = (categories: Readonly<Record<string, boolean>>): PrivacyFlags => ({
  advertising: categories[CONSENT_CATEGORY.advertising] ?? PRIVACY_FLAG_DEFAULTS.advertising,
  analytics: categories[CONSENT_CATEGORY.analytics] ?? PRIVACY_FLAG_DEFAULTS.analytics,
  social: categories[CONSENT_CATEGORY.social] ?? PRIVACY_FLAG_DEFAULTS.social,
});
