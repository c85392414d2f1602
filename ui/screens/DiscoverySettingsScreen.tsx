import { useIntl } from 'react-intl';
import { FeatureGate } from '../components/FeatureGate';
import { Loading } from '../components/Skeleton';
import { DiscoverySettingsForm } from '../recs/DiscoverySettingsForm';
import { ScreenFrame } from './ScreenFrame';

/** SET-02..05: the discovery settings page (`settings/distance`, `settings/gender`), reachable from Discover. */
export default function DiscoverySettingsScreen() {
  const intl = useIntl();
  return (
    <ScreenFrame titleId="discoverySettings.title">
      <FeatureGate feature="recs" loading={<Loading label={intl.formatMessage({ id: 'discoverySettings.loading' })}>{null}</Loading>}>
        <DiscoverySettingsForm />
      </FeatureGate>
    </ScreenFrame>
  );
}
