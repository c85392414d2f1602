/**
 * The consent catalogue this server offers (PRIV-01, PRIV-03, PRIV-15) and its defaults by country (PRIV-12):
 * where the law asks for a prior opt-in (the EU and EEA, the United Kingdom, Switzerland, Brazil, South Korea, and an
 * unknown country), optional categories start off and need an answer; elsewhere they start on. South Korea adds its
 * two location consents.
 */
import { CONSENT_CATEGORY, MESSAGING_CONSENT, SOUTH_KOREA_CONSENTS } from '../../core/privacy/consent';

/** The version of the catalogue every answer records. */
export const CONSENT_VERSION = '2026-11-01';

export interface CatalogueConsent {
  readonly code: string;
  readonly requiresInput: boolean;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface CatalogueCategory {
  readonly code: string;
  readonly changeable: boolean;
  /** Whether the category is on when nobody has said otherwise (for an optional one: outside opt-in countries). */
  readonly optional: boolean;
  readonly consents: readonly CatalogueConsent[];
}

const consent = (code: string, vendor: string): CatalogueConsent => ({ code, requiresInput: true, metadata: { vendor } });

/** The categories of the prompt, in their order. */
export const PROMPT_CATEGORIES: readonly CatalogueCategory[] = [
  { code: CONSENT_CATEGORY.necessary, changeable: false, optional: false, consents: [] },
  { code: CONSENT_CATEGORY.functional, changeable: true, optional: true, consents: [consent('functional:mg_sharing', 'Match Group')] },
  { code: CONSENT_CATEGORY.analytics, changeable: true, optional: true, consents: [consent('google_analytics', 'Google'), consent('mg_reporting', 'Match Group')] },
  {
    code: CONSENT_CATEGORY.advertising,
    changeable: true,
    optional: true,
    consents: [consent('google_floodlight', 'Google'), consent('partnerize', 'Partnerize'), consent('advertising:mg_sharing', 'Match Group')],
  },
  { code: CONSENT_CATEGORY.social, changeable: true, optional: true, consents: [consent('social:mg_sharing', 'Match Group')] },
];

/** PRIV-15: South Korea's location consents, required to use the app there. */
export const SOUTH_KOREA_CATEGORY: CatalogueCategory = {
  code: SOUTH_KOREA_CONSENTS.categoryCode,
  changeable: true,
  optional: true,
  consents: [consent(SOUTH_KOREA_CONSENTS.location, 'Spark'), consent(SOUTH_KOREA_CONSENTS.sharing, 'Match Group')],
};

/** PRIV-13: the messaging consent's category, answered through the messaging variant only. */
export const MESSAGE_CATEGORY: CatalogueCategory = {
  code: MESSAGING_CONSENT.categoryCode,
  changeable: true,
  optional: false,
  consents: [consent(MESSAGING_CONSENT.code, 'Spark')],
};

const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH BR KR'.split(' '),
);

/** Whether optional categories wait for a prior opt-in in this country (an unknown country: yes). */
export const optInCountry = (country: string | null): boolean => country === null || OPT_IN_COUNTRIES.has(country);

/** The categories a country's prompt offers. */
export const categoriesFor = (country: string | null): readonly CatalogueCategory[] => (country === 'KR' ? [...PROMPT_CATEGORIES, SOUTH_KOREA_CATEGORY] : PROMPT_CATEGORIES);

/** Every category a member may answer, wherever they are (answers follow the member when they travel). */
export const ANSWERABLE_CATEGORIES: readonly CatalogueCategory[] = [...PROMPT_CATEGORIES, SOUTH_KOREA_CATEGORY];

/** The default of a category in a country: a necessary category is on; an optional one is on outside opt-in countries. */
export const defaultValueIn = (category: CatalogueCategory, country: string | null): boolean =>
  !category.changeable ? true : category.optional ? !optInCountry(country) : false;
