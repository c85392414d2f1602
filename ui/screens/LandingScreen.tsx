import { css } from '@linaria/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../hooks/use-page-title';

const hero = css`
  min-height: calc(100vh - var(--header-h));
  display: grid;
  place-content: center;
  gap: var(--space-3);
  padding: var(--space-4);
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
  }
`;

/** The logged-out landing at the root of /app (LAND). */
export default function LandingScreen() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'landing.pageTitle' }));
  return (
    <section className={hero} aria-labelledby="landing-title">
      <h1 id="landing-title">
        <FormattedMessage id="landing.headline" />
      </h1>
      <p>
        <FormattedMessage id="landing.tagline" />
      </p>
    </section>
  );
}
