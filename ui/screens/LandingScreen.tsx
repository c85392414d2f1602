import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUTH } from '../../core/auth';
import { showCreateAccount, type LandingVariant } from '../../core/landing';
import { button, primary, secondary } from '../components/styles';
import { useInjection } from '../di/resolver';
import { usePageTitle } from '../hooks/use-page-title';
import { useMobileDevice } from '../hooks/use-mobile-device';
import { DESKTOP } from '../theme/tokens';
import { StoreButtons } from '../landing/StoreButtons';
import { Testimonials } from '../landing/Testimonials';

const page = css`
  display: grid;
  gap: var(--space-5);
  padding-bottom: var(--space-5);
`;
const hero = css`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-5) var(--space-3) var(--space-4);
  text-align: center;
  background: linear-gradient(160deg, color-mix(in srgb, var(--brand) 14%, var(--bg)), var(--bg) 70%);
  h1 {
    margin: 0;
    font-size: clamp(2rem, 6vw, 3.5rem);
    line-height: 1.1;
  }
  p {
    margin: 0;
    color: var(--muted);
    font-size: 1.125rem;
    max-width: 36ch;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
  margin-top: var(--space-2);
  ${DESKTOP} {
    gap: var(--space-3);
  }
`;
const disclaimer = css`
  margin: 0 auto;
  padding: 0 var(--space-3);
  max-width: 60ch;
  color: var(--muted);
  font-size: 0.875rem;
  text-align: center;
`;

/** Landing options the remote configuration may switch (LAND-04, LAND-05). */
export interface LandingOptions {
  readonly appDownloadOnly: boolean;
  readonly showDisclaimer: boolean;
}

const DEFAULT_OPTIONS: LandingOptions = { appDownloadOnly: false, showDisclaimer: true };

/**
 * The logged-out landing at the root of /app (LAND-01..05): Create Account and Log In (both open the sign-in
 * flow: a new phone or e-mail creates the account), the app-store buttons, the testimonial carousel and the
 * illustrative-purposes disclaimer. The mobile variant hides Create Account in app-download-only mode.
 */
export default function LandingScreen({ options = DEFAULT_OPTIONS }: { options?: LandingOptions }) {
  useSignals();
  const intl = useIntl();
  const launcher = useInjection(AUTH.LoginLauncher);
  const mobile = useMobileDevice();
  const variant: LandingVariant = mobile ? 'mobile' : 'desktop';
  usePageTitle(intl.formatMessage({ id: 'landing.pageTitle' }));

  return (
    <div className={page} data-variant={variant}>
      <section className={hero} aria-labelledby="landing-title">
        <h1 id="landing-title">
          <FormattedMessage id="landing.headline" />
        </h1>
        <p>
          <FormattedMessage id="landing.tagline" />
        </p>
        <div className={actions}>
          {showCreateAccount(variant, options.appDownloadOnly) ? (
            <button type="button" className={`${button} ${primary}`} onClick={() => launcher.open('phone')}>
              <FormattedMessage id="landing.createAccount" />
            </button>
          ) : null}
          <button type="button" className={`${button} ${secondary}`} onClick={() => launcher.open('chooser')}>
            <FormattedMessage id="landing.logIn" />
          </button>
        </div>
        <StoreButtons />
      </section>
      <Testimonials />
      {options.showDisclaimer ? (
        <p className={disclaimer}>
          <FormattedMessage id="landing.disclaimer" />
        </p>
      ) : null}
    </div>
  );
}
