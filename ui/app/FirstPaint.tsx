import { css } from '@linaria/core';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Button } from '../components';
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

const failed = css`
  min-height: 100dvh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-4);
  padding: var(--space-6) var(--space-4);
  text-align: center;
  h1 {
    margin: 0;
    max-width: 32ch;
    font-size: var(--text-lg);
    font-weight: 600;
  }
`;

/** Said when even the messages could not load (the network is gone): English, the default language. */
const OFFLINE_MESSAGES = {
  'app.startFailed': "Spark couldn't load. Check your connection, then try again.",
  'app.startRetry': 'Try again',
};

/**
 * The app's chunk could not load (src/first-paint.tsx `abandon`): the page says so in the member's language (in
 * English when the messages did not load either) and offers to load it again; the focus goes to that button.
 */
export function FirstPaintFailed({ locale, messages }: { locale: string; messages: Messages | null }) {
  return (
    <IntlProvider locale={messages === null ? 'en' : locale} messages={messages ?? OFFLINE_MESSAGES} defaultLocale="en">
      <main className={failed}>
        <div role="alert">
          <h1>
            <FormattedMessage id="app.startFailed" />
          </h1>
        </div>
        <Button autoFocus onClick={() => location.reload()}>
          <FormattedMessage id="app.startRetry" />
        </Button>
      </main>
    </IntlProvider>
  );
}
