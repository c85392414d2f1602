import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../hooks/use-page-title';

const frame = css`
  padding: var(--space-4) var(--space-3);
  max-width: 960px;
  margin: 0 auto;
  h1 {
    margin: 0 0 var(--space-3);
    font-size: 1.5rem;
  }
`;

/** A screen with its heading and page title from one message id. */
export function ScreenFrame({ titleId, children }: { titleId: string; children?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  usePageTitle(title);
  return (
    <section className={frame} aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
