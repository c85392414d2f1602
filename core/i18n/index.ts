/**
 * core/i18n — languages: the supported list, right-to-left languages, translation fallbacks, the member's choice.
 * Needs: KeyValueStorage (to remember the choice), Logger, LocaleHintPort (to leave the choice for the server). Exposes: pure locale rules, LocaleStore and its token.
 */
import { token } from '../shared';
import type { LocaleHintPort } from './locale-hint.port';
import type { LocaleStore } from './locale.store';

export * from './locales';
export { LocaleStore } from './locale.store';
export { noLocaleHint, type LocaleHintPort } from './locale-hint.port';

export const I18N = {
  Locale: token<LocaleStore>('i18n.Locale'),
  LocaleHint: token<LocaleHintPort>('i18n.LocaleHint'),
} as const;
