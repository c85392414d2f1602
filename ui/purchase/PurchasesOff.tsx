import { css } from '@linaria/core';
import Smartphone from 'lucide-react/icons/smartphone';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { routePath } from '../../core/routing';
import { buttonClass, EmptyState } from '../components';
import { usePageTitle } from '../hooks/use-page-title';
import { StoreButtons } from '../landing/StoreButtons';

const page = css`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  padding: var(--space-6) var(--space-4);
`;

/** PUR-46: in a build without purchases (remote, lite), what a purchase screen shows instead: the way to the app. */
export default function PurchasesOff() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'purchasesOff.title' }));
  return (
    <div className={page}>
      <EmptyState
        headingLevel={1}
        illustration={Smartphone}
        title={<FormattedMessage id="purchasesOff.title" />}
        body={<FormattedMessage id="purchasesOff.body" />}
        actions={
          <Link href={routePath('recs')} className={buttonClass({ variant: 'secondary' })}>
            <FormattedMessage id="purchasesOff.back" />
          </Link>
        }
      />
      <StoreButtons />
    </div>
  );
}

