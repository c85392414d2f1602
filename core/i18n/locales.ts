/** CONF-07: the default language. */
export const DEFAULT_LOCALE = 'en';

/** CONF-07: the languages the product supports (language prefixes of public pages, language picker). */
export const SUPPORTED_LOCALES = [
  'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'en-AU', 'en-GB', 'es', 'es-AR', 'et', 'fa', 'fi', 'fil',
  'fr', 'fr-CA', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'nb', 'nl', 'pl', 'pt', 'pt-PT',
  'ro', 'ru', 'sk', 'sl', 'sr', 'sv', 'sw', 'ta', 'th', 'tr', 'uk', 'ur', 'vi', 'zh-Hans', 'zh-Hant',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** CONF-08: languages written right to left. */
export const RTL_LANGUAGES = ['ar', 'dv', 'fa', 'ha', 'he', 'ks', 'ku', 'ps', 'ur', 'yi'] as const;

const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** Normalises a BCP 47 tag's case ("EN-gb" → "en-GB", "zh-hans" → "zh-Hans"); an invalid tag gives undefined. */
export const normalizeLocale = (tag: string): string | undefined => {
  const trimmed = tag.trim().replace(/_/g, '-');
  if (!LOCALE_PATTERN.test(trimmed.toLowerCase())) return undefined;
  const [language, ...rest] = trimmed.split('-');
  const parts = rest.map((p) => (p.length === 4 ? p[0]!.toUpperCase() + p.slice(1).toLowerCase() : p.length === 2 ? p.toUpperCase() : p.toLowerCase()));
  return [language!.toLowerCase(), ...parts].join('-');
};

/** The language part of a tag ("es-AR" → "es"). */
export const languageOf = (locale: string): string => locale.split('-', 1)[0]!.toLowerCase();

/** CONF-08: whether a locale is written right to left. */
export const isRtl = (locale: string): boolean => (RTL_LANGUAGES as readonly string[]).includes(languageOf(locale));

/** The text direction of a locale. */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (isRtl(locale) ? 'rtl' : 'ltr');

/**
 * CONF-09: the translation files to try, in order: the full locale, then the short locale, then the default.
 * Duplicates are removed ("en-GB" → ["en-GB", "en"]).
 */
export const localeCandidates = (locale: string): string[] => {
  const full = normalizeLocale(locale);
  const list = full ? [full, languageOf(full), DEFAULT_LOCALE] : [DEFAULT_LOCALE];
  return [...new Set(list)];
};

/** Picks the first supported locale for a list of requested tags (stored choice, query, browser), else the default. */
export const negotiateLocale = (requested: readonly (string | null | undefined)[], available: readonly string[] = SUPPORTED_LOCALES): string => {
  for (const tag of requested) {
    if (!tag) continue;
    for (const candidate of localeCandidates(tag)) {
      if (candidate === DEFAULT_LOCALE && languageOf(tag) !== DEFAULT_LOCALE) continue;
      if (available.includes(candidate)) return candidate;
    }
  }
  return DEFAULT_LOCALE;
};
