/**
 * core/i18n — languages: the supported list, right-to-left languages, translation fallbacks, the member's choice.
 * Needs: KeyValueStorage (to remember the choice), Logger. Exposes: pure locale rules, LocaleStore and its token.
 */
import { token } from '../shared';
import type { LocaleStore } from './locale.store';

export * from './locales';
export { LocaleStore } from './locale.store';

export const I18N = {
  Locale: token<LocaleStore>('i18n.Locale'),
} as const;
