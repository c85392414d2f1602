import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CenteredPage } from '../components/CenteredPage';
import { button, primary } from '../components/styles';

/** ROUTE-16: any path that matches no route. */
export function NotFound() {
  const intl = useIntl();
  return (
    <CenteredPage title={intl.formatMessage({ id: 'notFound.title' })} body={<FormattedMessage id="notFound.body" />}>
      <Link href="~/app" className={`${button} ${primary}`}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </CenteredPage>
  );
}
