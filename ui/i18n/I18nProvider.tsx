import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { directionOf, I18N } from '../../core/i18n';
import { useInjection } from '../di/resolver';
import { LoadingScreen } from '../shell/LoadingScreen';
import { loadedMessages, loadMessages, type Messages } from './messages';

/** Loads the chosen language, sets `lang` and `dir` on the document (CONF-08), and provides react-intl. */
export function I18nProvider({ children }: { children: ReactNode }) {
  useSignals();
  const store = useInjection(I18N.Locale);
  const locale = store.locale.value;
  // Messages the first paint loaded are there at once: no loading screen between the first paint and the app.
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(() => {
    const messages = loadedMessages(locale);
    return messages ? { locale, messages } : null;
  });

  useEffect(() => {
    if (loaded?.locale === locale) return undefined;
    let current = true;
    void loadMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
    // `loaded` is read only to skip the language already there; a new one comes from here.
  }, [locale]);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.locale;
    document.documentElement.dir = directionOf(loaded.locale);
  }, [loaded]);

  if (!loaded) return <LoadingScreen />;
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
