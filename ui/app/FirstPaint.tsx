import { IntlProvider } from 'react-intl';
import type { BuildKind } from '../../core/app';
import type { Messages } from '../i18n/messages';
import { LandingView } from '../landing/LandingView';
import { AppShell } from '../shell/AppShell';

const later = () => undefined;

/**
 * The landing as the start-up script paints it before the app has booted: the same shell and markup as the app's
 * landing page (App: LandingPage), in the member's language, with no container behind it. Its controls do nothing
 * of their own; a click on one is held and given to the app's landing once it has taken over (src/first-paint.tsx).
 */
export function FirstPaintLanding({ locale, messages, build }: { locale: string; messages: Messages; build: BuildKind }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <AppShell member={false}>
        <LandingView build={build} onCreateAccount={later} onLogIn={later} />
      </AppShell>
    </IntlProvider>
  );
}
