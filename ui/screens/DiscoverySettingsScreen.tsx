import { FormattedMessage, useIntl } from 'react-intl';
import { Loading } from '../components/Skeleton';
import { useFeature } from '../hooks/use-feature';
import { DiscoverySettingsForm } from '../recs/DiscoverySettingsForm';
import { ScreenFrame } from './ScreenFrame';

/** SET-02..05: the discovery settings page (`settings/distance`, `settings/gender`), reachable from Discover. */
export default function DiscoverySettingsScreen() {
  const recs = useFeature('recs');
  const intl = useIntl();
  return (
    <ScreenFrame titleId="discoverySettings.title">
      {recs === 'ready' ? (
        <DiscoverySettingsForm />
      ) : recs === 'failed' ? (
        <p role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
      ) : (
        <Loading label={intl.formatMessage({ id: 'discoverySettings.loading' })}>{null}</Loading>
      )}
    </ScreenFrame>
  );
}
