import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import CreditCard from 'lucide-react/icons/credit-card';
import Smartphone from 'lucide-react/icons/smartphone';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OFFERS, type RemoteCheckoutFailure } from '../../core/offers';
import { buttonClass } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { useInjection } from '../di/resolver';
import { usePageTitle } from '../hooks/use-page-title';

const page = css`
  min-height: calc(100dvh - var(--header-h) - var(--nav-h));
  display: grid;
  place-items: center;
  padding: 16px;
`;

/** PUR-44: each failure's message. */
const FAILURE_MESSAGE: Record<RemoteCheckoutFailure, string> = {
  'proper parameters not found': 'remoteCheckout.failure.parameters',
  'product not found': 'remoteCheckout.failure.product',
  'no products found': 'remoteCheckout.failure.noProducts',
  'fetch profile failed': 'remoteCheckout.failure.profile',
  'login failed': 'remoteCheckout.failure.login',
  'request timed out': 'remoteCheckout.failure.timeout',
};

/**
 * PUR-42..45: the page a native app's checkout link opens (route `deeplinkRemoteCheckout`, `/remote`): it says the
 * checkout is opening while the member is signed in with the app's token, and on a failure names it and offers the
 * native-app link, which takes the focus.
 */
export default function RemoteCheckoutScreen() {
  useSignals();
  const intl = useIntl();
  const status = useInjection(OFFERS.RemoteCheckoutStore).status.value;
  const failed = status.kind === 'failed';
  usePageTitle(intl.formatMessage({ id: failed ? 'remoteCheckout.failedTitle' : 'remoteCheckout.title' }));
  useEffect(() => {
    if (failed) document.getElementById('remote-checkout-title')?.focus();
  }, [failed]);
  if (status.kind !== 'failed')
    return (
      <div className={page}>
        <EmptyState
          illustration={CreditCard}
          headingLevel={1}
          titleId="remote-checkout-title"
          title={intl.formatMessage({ id: 'remoteCheckout.title' })}
          body={
            <span role="status">
              <FormattedMessage id="remoteCheckout.opening" />
            </span>
          }
        />
      </div>
    );
  return (
    <div className={page}>
      <EmptyState
        illustration={Smartphone}
        headingLevel={1}
        titleId="remote-checkout-title"
        title={intl.formatMessage({ id: 'remoteCheckout.failedTitle' })}
        body={
          <span role="alert">
            <FormattedMessage id={FAILURE_MESSAGE[status.reason]} />
          </span>
        }
        actions={
          <a href={status.appLink} className={buttonClass()}>
            <FormattedMessage id="remoteCheckout.openApp" />
          </a>
        }
      />
    </div>
  );
}
