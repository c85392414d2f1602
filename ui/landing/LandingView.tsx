import { css } from '@linaria/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BuildKind } from '../../core/app';
import { landingVariant, showCreateAccount } from '../../core/landing';
import { button, primary, secondary } from '../components/styles';
import { usePageTitle } from '../hooks/use-page-title';
import { useMobileDevice } from '../hooks/use-mobile-device';
import { DESKTOP } from '../theme/tokens';
import { HeroCards } from './HeroCards';
import { StoreButtons } from './StoreButtons';
import { Testimonials } from './Testimonials';

const page = css`
  display: grid;
  gap: var(--space-6);
  padding-bottom: var(--space-5);
`;
const hero = css`
  display: grid;
  justify-items: center;
  align-items: center;
  gap: var(--space-4);
  padding: var(--space-4) var(--space-3) var(--space-5);
  overflow: clip;
  background:
    radial-gradient(ellipse 80% 60% at 50% 0%, color-mix(in srgb, var(--brand) 22%, transparent), transparent 70%),
    linear-gradient(180deg, color-mix(in srgb, var(--brand2) 8%, var(--bg)), var(--bg));
  ${DESKTOP} {
    grid-template-columns: minmax(0, 1fr) auto;
    justify-content: center;
    gap: var(--space-6);
    padding: var(--space-6) max(var(--space-5), calc((100% - 1100px) / 2));
  }
`;
const copy = css`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(2.25rem, 6vw, 4rem);
    line-height: 1.05;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: var(--muted);
    font-size: var(--text-lg);
    max-width: 34ch;
  }
  ${DESKTOP} {
    h1 {
      max-width: 9ch;
    }
  }
  ${DESKTOP} {
    justify-items: start;
    text-align: start;
    order: -1;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
  margin-top: var(--space-1);
  ${DESKTOP} {
    justify-content: start;
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

export interface LandingViewProps {
  /** The kind of build (LAND-02: a lite build shows the lite variant). */
  readonly build: BuildKind;
  /** Create Account: the sign-in flow at its phone step. */
  readonly onCreateAccount: () => void;
  /** Log In: the sign-in flow's chooser. */
  readonly onLogIn: () => void;
  readonly options?: LandingOptions;
}

/**
 * The logged-out landing (LAND-01..05) without the container: the start-up script paints it before the app has
 * booted (src/first-paint.tsx), and LandingScreen renders the same markup with the sign-in flow behind its buttons.
 */
export function LandingView({ build, onCreateAccount, onLogIn, options = DEFAULT_OPTIONS }: LandingViewProps) {
  const intl = useIntl();
  const mobile = useMobileDevice();
  // LAND-02: the lite variant for a lite build (`VITE_BUILD_KIND=lite`); no build is flagged for one (docs/decisions.md).
  const variant = landingVariant({ liteBuild: build === 'lite', flagged: false, mobile });
  usePageTitle(intl.formatMessage({ id: 'landing.pageTitle' }));

  return (
    <div className={page} data-variant={variant}>
      <section className={hero} aria-labelledby="landing-title">
        <HeroCards />
        <div className={copy}>
          <h1 id="landing-title">
            <FormattedMessage id="landing.headline" />
          </h1>
          <p>
            <FormattedMessage id="landing.tagline" />
          </p>
          <div className={actions}>
            {showCreateAccount(variant, options.appDownloadOnly) ? (
              <button type="button" className={`${button} ${primary}`} onClick={onCreateAccount}>
                <FormattedMessage id="landing.createAccount" />
              </button>
            ) : null}
            <button type="button" className={`${button} ${secondary}`} onClick={onLogIn}>
              <FormattedMessage id="landing.logIn" />
            </button>
          </div>
          <StoreButtons />
        </div>
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
