/**
 * The app settings `POST /v2/meta` answers (D1 section 3 "App settings", CONF-05): tier toggles by country
 * (CONF-01, CONF-04), typing timings (D2 section 9), the distance unit (LOC-06), profile text limits (PROF-04),
 * orientations, e-mail verification and terms flags, theme preferences (CONF-10), layout switches and the
 * paywall feature lists (PUR-08). Values the spec does not give are the reference server's choices
 * (docs/decisions.md).
 */
import { distanceUnitFor, type DistanceUnit } from '../../core/location';

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

const PLUS_FEATURES: readonly PaywallFeature[] = ['unlimited_swipes', 'undo', 'passport', 'hide_ads', 'your_profile', 'who_sees_you', 'who_you_see'];
const GOLD_FEATURES: readonly PaywallFeature[] = [...PLUS_FEATURES, 'boost', 'super_like'];

/** PROF-04: the longest company, job title and school a profile may carry. */
export const PROFILE_TEXT_MAX_LENGTH = 128;

export const TYPING_PULSE_INTERVAL_MS = 2000;
export const TYPING_TIMEOUT_MS = 5000;

export const ORIENTATIONS = [
  { id: 1, name: 'Straight' },
  { id: 2, name: 'Gay' },
  { id: 3, name: 'Lesbian' },
  { id: 4, name: 'Bisexual' },
  { id: 5, name: 'Asexual' },
  { id: 6, name: 'Demisexual' },
  { id: 7, name: 'Pansexual' },
  { id: 8, name: 'Queer' },
  { id: 9, name: 'Questioning' },
] as const;

export const TERMS_VERSION = '2026-01-01';

export interface SettingsContext {
  /** Where the client is (coarsely), or null when unknown. */
  readonly country: string | null;
  readonly signedIn: boolean;
}

export interface AppSettings {
  readonly country: string | null;
  readonly isGoldEnabled: boolean;
  readonly isPlatinumEnabled: boolean;
  readonly isPlusEnabled: boolean;
  readonly isConsumablesEnabled: boolean;
  readonly typingPulseInterval: number;
  readonly typingTimeout: number;
  readonly distanceUnit: DistanceUnit;
  readonly maxLengths: { readonly company: number; readonly jobTitle: number; readonly school: number };
  readonly orientations: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  readonly emailVerificationRequired: boolean;
  readonly emailVerificationDismissible: boolean;
  readonly canEditEmail: boolean;
  readonly ageVerificationStatus: 'not_needed';
  readonly isAgeVerificationRequired: boolean;
  readonly isTermsAcceptanceNeeded: boolean;
  readonly showTerms: boolean;
  readonly termsVersion: string;
  readonly themePreference: 'regular' | 'unknown';
  readonly themeDevicePreference: 'system';
  readonly recsToolbarIsOpened: boolean;
  readonly layout: 'auto';
  readonly superlikeAlcMode: 'default';
  readonly paywallFeatures: {
    readonly plus: readonly PaywallFeature[];
    readonly gold: readonly PaywallFeature[];
    readonly platinum: readonly PaywallFeature[];
  };
  readonly chatSuggestionConsents: { readonly enabled: boolean; readonly code: string; readonly categoryCode: string };
}

/** CONF-01: whether paying tiers and consumables are offered in a country (an unknown one offers them). */
export const tiersEnabledIn = (country: string | null): boolean => country === null || !TIERLESS_COUNTRIES.has(country);

export const appSettingsFor = ({ country, signedIn }: SettingsContext): AppSettings => {
  const tiers = tiersEnabledIn(country);
  return {
    country,
    isGoldEnabled: tiers,
    isPlatinumEnabled: tiers,
    isPlusEnabled: tiers,
    isConsumablesEnabled: tiers,
    typingPulseInterval: TYPING_PULSE_INTERVAL_MS,
    typingTimeout: TYPING_TIMEOUT_MS,
    distanceUnit: distanceUnitFor(country),
    maxLengths: { company: PROFILE_TEXT_MAX_LENGTH, jobTitle: PROFILE_TEXT_MAX_LENGTH, school: PROFILE_TEXT_MAX_LENGTH },
    orientations: ORIENTATIONS,
    emailVerificationRequired: false,
    emailVerificationDismissible: true,
    canEditEmail: true,
    ageVerificationStatus: 'not_needed',
    isAgeVerificationRequired: false,
    isTermsAcceptanceNeeded: false,
    showTerms: false,
    termsVersion: TERMS_VERSION,
    // CONF-10: the tier theme is unknown until a member is signed in; members without a tier get the regular one.
    themePreference: signedIn ? 'regular' : 'unknown',
    themeDevicePreference: 'system',
    recsToolbarIsOpened: false,
    layout: 'auto',
    superlikeAlcMode: 'default',
    paywallFeatures: { plus: PLUS_FEATURES, gold: GOLD_FEATURES, platinum: GOLD_FEATURES },
    // Q-02: D1's code and category are used (D2 names the consent message_suggestions_consent).
    chatSuggestionConsents: { enabled: true, code: 'chat_suggestion', categoryCode: 'message' },
  };
};
