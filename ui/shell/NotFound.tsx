import { css } from '@linaria/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePageTitle } from '../hooks/use-page-title';
import { Logo } from './Logo';

const page = css`
  min-height: 100%;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-4);
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  a {
    color: var(--accent-text);
    font-weight: 600;
  }
`;

/** ROUTE-16: any path that matches no route. */
export function NotFound() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <main className={page} id="main">
      <Logo size={56} />
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link href="~/app">
        <FormattedMessage id="notFound.home" />
      </Link>
    </main>
  );
}
