import { useIntl } from 'react-intl';
import { Loading } from '../components/Skeleton';
import { FeatureGate } from '../components/FeatureGate';
import { EmailSubscriptions } from '../settings/EmailSubscriptions';
import { ScreenFrame } from './ScreenFrame';

/** SET-13 (ROUTE-09 `email-subscription`): the e-mail subscriptions an e-mail's link opens, signed in or not. */
export default function EmailSubscriptionScreen() {
  const intl = useIntl();
  return (
    <ScreenFrame titleId="emailSubscriptions.title">
      <FeatureGate feature="settings" loading={<Loading label={intl.formatMessage({ id: 'emailSubscriptions.loading' })}>{null}</Loading>}>
        <EmailSubscriptions />
      </FeatureGate>
    </ScreenFrame>
  );
}
