import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AUTH } from '../../core/auth';
import { buttonClass } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { useInjection } from '../di/resolver';
import { usePageTitle } from '../hooks/use-page-title';
import { AppShell } from './AppShell';

const page = css`
  min-height: calc(100dvh - var(--header-h) - var(--nav-h));
  display: grid;
  place-items: center;
`;

/**
 * ROUTE-16: any path that matches no route. It keeps the header, and the navigation for a member, so the way on is
 * where it always is; its heading takes the focus.
 */
export function NotFound() {
  useSignals();
  const intl = useIntl();
  const member = useInjection(AUTH.Session).loggedIn.value;
  const title = intl.formatMessage({ id: 'notFound.title' });
  usePageTitle(title);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) document.getElementById('not-found-title')?.focus();
  }, []);
  return (
    <AppShell member={member}>
      <div className={page}>
        <EmptyState
          illustration={MapPinOff}
          headingLevel={1}
          titleId="not-found-title"
          title={title}
          body={<FormattedMessage id="notFound.body" />}
          actions={
            <Link href={member ? '~/app/recs' : '~/app'} className={buttonClass()}>
              <FormattedMessage id={member ? 'notFound.discover' : 'notFound.home'} />
            </Link>
          }
        />
      </div>
    </AppShell>
  );
}
