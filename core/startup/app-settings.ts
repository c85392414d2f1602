/** CONF-05: the app settings `POST /v2/meta` answers before sign-in, and their defaults. */

export type DistanceUnit = 'km' | 'mi';

export interface AppSettings {
  /** ISO 3166 alpha-2, or null when the provider could not tell. */
  readonly country: string | null;
  /** CONF-04: the tier and consumable toggles. */
  readonly isGoldEnabled: boolean;
  readonly isPlatinumEnabled: boolean;
  readonly isPlusEnabled: boolean;
  readonly isConsumablesEnabled: boolean;
  /** CHAT: how often a typing member pulses, and how long a typing indicator lasts (ms). */
  readonly typingPulseInterval: number;
  readonly typingTimeout: number;
  /** LOC-06: the unit distances are shown in. */
  readonly distanceUnit: DistanceUnit;
  /** PROF: maximum lengths of profile fields. */
  readonly maxLengths: { readonly company: number; readonly jobTitle: number; readonly school: number };
  readonly emailVerificationRequired: boolean;
  readonly emailVerificationDismissible: boolean;
  readonly canEditEmail: boolean;
  readonly isAgeVerificationRequired: boolean;
  readonly isTermsAcceptanceNeeded: boolean;
  readonly showTerms: boolean;
  readonly termsVersion: string | null;
  /** CONF-10 */
  readonly themePreference: string;
  readonly themeDevicePreference: string;
  readonly recsToolbarIsOpened: boolean;
  readonly layout: string;
  readonly superlikeAlcMode: string;
  /** PROF-10: the sexual orientations a member may choose from. */
  readonly orientations: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  /** PRIV-21, CHAT-13: whether chat suggestions are offered at all (they also need the messaging consent). */
  readonly chatSuggestionConsents: { readonly enabled: boolean };
}

export const DEFAULT_APP_SETTINGS: AppSettings = {
  country: null,
  isGoldEnabled: true,
  isPlatinumEnabled: true,
  isPlusEnabled: true,
  isConsumablesEnabled: true,
  typingPulseInterval: 2000,
  typingTimeout: 5000,
  distanceUnit: 'km',
  maxLengths: { company: 128, jobTitle: 128, school: 128 },
  emailVerificationRequired: false,
  emailVerificationDismissible: true,
  canEditEmail: true,
  isAgeVerificationRequired: false,
  isTermsAcceptanceNeeded: false,
  showTerms: false,
  termsVersion: null,
  themePreference: 'unknown',
  themeDevicePreference: 'system',
  recsToolbarIsOpened: false,
  layout: 'auto',
  superlikeAlcMode: 'default',
  chatSuggestionConsents: { enabled: false },
  orientations: [
    { id: 1, name: 'Straight' },
    { id: 2, name: 'Gay' },
    { id: 3, name: 'Lesbian' },
    { id: 4, name: 'Bisexual' },
    { id: 5, name: 'Asexual' },
    { id: 6, name: 'Demisexual' },
    { id: 7, name: 'Pansexual' },
    { id: 8, name: 'Queer' },
    { id: 9, name: 'Questioning' },
  ],
};
