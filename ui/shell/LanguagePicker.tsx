import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_LOCALE, I18N, localeCandidates } from '../../core/i18n';
import { useInjection } from '../di/resolver';
import { TRANSLATED_LOCALES } from '../i18n/messages';

const nativeName = (locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
};

/** The listed language that serves `locale` (en-GB is served by English), as the messages fall back (CONF-09). */
export const listedLocale = (locale: string): string => localeCandidates(locale).find((c) => TRANSLATED_LOCALES.includes(c)) ?? DEFAULT_LOCALE;

/** NAV-11: the language choice; the list is the languages that ship translations, the current one selected. */
export function LanguagePicker({ className }: { className?: string }) {
  useSignals();
  const store = useInjection(I18N.Locale);
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>
        <FormattedMessage id="menu.language" />
      </label>
      <select id={id} value={listedLocale(store.locale.value)} onChange={(e) => void store.select(e.currentTarget.value)}>
        {TRANSLATED_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {nativeName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
