/**
 * The app settings `POST /v2/meta` answers (D1 section 3 "App settings", CONF-05): tier toggles by country
 * (CONF-01, CONF-04), typing timings (D2 section 9), the distance unit (LOC-06), profile text limits (PROF-04),
 * orientations, e-mail verification and terms flags, theme preferences (CONF-10), layout switches and the
 * paywall feature lists (PUR-08). Values the spec does not give are the reference server's choices
 * (docs/decisions.md).
 */
import { distanceUnitFor } from '../../core/location';
import { paywallFeatureLists } from '../users/tier-catalogue';
import { DEFAULT_APP_SETTINGS, type AppSettings as ClientAppSettings } from '../../core/startup/app-settings';

/** CONF-01: paying tiers and consumables are off here. */
export const TIERLESS_COUNTRIES: ReadonlySet<string> = new Set(['TN', 'GH', 'BJ', 'SA', 'AE', 'BH', 'TW']);

/** PUR-08: the paywall feature names. */
export const PAYWALL_FEATURES = [
  'unlimited_swipes',
  'boost',
  'your_profile',
  'who_sees_you',
  'passport',
  'super_like',
  'undo',
  'who_you_see',
  'hide_ads',
] as const;
export type PaywallFeature = (typeof PAYWALL_FEATURES)[number];

/** PUR-08: the paywall features each paying tier has by default; the tier tables hold the ones in force. */
export { TIER_FEATURES } from '../users/tier-catalogue';

/** PROF-10, CONF-05: the orientations members choose from (the client's defaults are this list). */
export const ORIENTATIONS = DEFAULT_APP_SETTINGS.orientations;

export const TERMS_VERSION = '2026-01-01';

export interface SettingsContext {
  /** Where the client is (coarsely), or null when unknown. */
  readonly country: string | null;
  readonly signedIn: boolean;
  /** PRIV-19: the signed-in member has not accepted the current terms (server/privacy). */
  readonly termsAcceptanceNeeded?: boolean;
}

/**
 * What the client reads (core/startup: the defaults there are the values this server answers, PROF-04's 128
 * characters and the typing timings among them), and the fields only later modules will read.
 */
export interface AppSettings extends Omit<ClientAppSettings, 'termsVersion' | 'themePreference'> {
  readonly termsVersion: string;
  readonly themePreference: 'regular' | 'unknown';
  readonly ageVerificationStatus: 'not_needed';
  readonly paywallFeatures: {
    readonly plus: readonly PaywallFeature[];
    readonly gold: readonly PaywallFeature[];
    readonly platinum: readonly PaywallFeature[];
  };
  readonly chatSuggestionConsents: { readonly enabled: boolean; readonly code: string; readonly categoryCode: string };
}

/** CONF-01: whether paying tiers and consumables are offered in a country (an unknown one offers them). */
export const tiersEnabledIn = (country: string | null): boolean => country === null || !TIERLESS_COUNTRIES.has(country);

export const appSettingsFor = ({ country, signedIn, termsAcceptanceNeeded = false }: SettingsContext): AppSettings => {
  const tiers = tiersEnabledIn(country);
  return {
    ...DEFAULT_APP_SETTINGS,
    country,
    isGoldEnabled: tiers,
    isPlatinumEnabled: tiers,
    isPlusEnabled: tiers,
    isConsumablesEnabled: tiers,
    distanceUnit: distanceUnitFor(country),
    orientations: ORIENTATIONS,
    ageVerificationStatus: 'not_needed',
    termsVersion: TERMS_VERSION,
    // PRIV-19: the terms modal shows only when the member must accept this version.
    isTermsAcceptanceNeeded: termsAcceptanceNeeded,
    showTerms: termsAcceptanceNeeded,
    // CONF-10: the tier theme is unknown until a member is signed in; members without a tier get the regular one.
    themePreference: signedIn ? 'regular' : 'unknown',
    paywallFeatures: paywallFeatureLists(),
    // Q-02: D1's code and category are used (D2 names the consent message_suggestions_consent).
    chatSuggestionConsents: { enabled: true, code: 'chat_suggestion', categoryCode: 'message' },
  };
};
