import { useSignals } from '@preact/signals-react/runtime';
import { useIntl } from 'react-intl';
import { routePath, ROUTING, type RouteName } from '../../core/routing';
import { BackLink } from '../components';
import { Loading } from '../components/Skeleton';
import { FeatureGate } from '../components/FeatureGate';
import { useInjection } from '../di/resolver';
import { SettingsHub } from '../settings/SettingsHub';
import { SETTINGS_PAGE_TITLES, SettingsPage } from '../settings/SettingsPages';
import { ScreenFrame } from './ScreenFrame';

/** Settings (ROUTE-06): the hub at `settings`, and each of its pages; the settings module is its own chunk. */
export default function SettingsScreen() {
  useSignals();
  const intl = useIntl();
  const name = useInjection(ROUTING.Store).match.value.name as RouteName;
  const titleId = SETTINGS_PAGE_TITLES[name] ?? 'settings.title';
  return (
    <ScreenFrame key={name} titleId={titleId}>
      {name === 'settings' ? null : <BackLink href={routePath('settings')} labelId="settings.back" spaced />}
      <FeatureGate feature="settings" loading={<Loading label={intl.formatMessage({ id: 'settings.loading' })}>{null}</Loading>}>
        {name === 'settings' ? <SettingsHub /> : <SettingsPage />}
      </FeatureGate>
    </ScreenFrame>
  );
}
