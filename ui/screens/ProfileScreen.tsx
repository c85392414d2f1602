import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Settings from 'lucide-react/icons/settings';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PROFILE } from '../../core/profile';
import { ROUTES, routePath } from '../../core/routing';
import { ListGroup, ListRow, RowIcon } from '../components';
import { mirrorRtl } from '../components/styles';
import { useInjection } from '../di/resolver';
import { PhotosSection } from '../profile/PhotoGrid';
import { ProfileMeterCard } from '../profile/ProfileMeterCard';
import { ScreenFrame } from './ScreenFrame';

const head = css`
  margin: 0 0 var(--space-3);
  font-size: var(--text-xl);
  font-weight: 800;
`;

/**
 * The member's own tab: their name, how complete the profile is with the ways to edit and preview it, their photos,
 * and the way to their settings and their discovery settings.
 */
export default function ProfileScreen() {
  useSignals();
  const intl = useIntl();
  const loadProfile = useInjection(PROFILE.LoadOwn);
  const name = useInjection(PROFILE.Store).profile.value?.name ?? null;
  useEffect(() => void loadProfile.execute(), [loadProfile]);
  const chevron = <ChevronRight size={20} aria-hidden className={mirrorRtl} />;
  return (
    <ScreenFrame titleId="profile.title">
      {name ? <p className={head}>{name}</p> : null}
      <ProfileMeterCard />
      <PhotosSection />
      <ListGroup>
        <li>
          <ListRow href={ROUTES.settings} title={intl.formatMessage({ id: 'settings.title' })} leading={<RowIcon icon={Settings} />} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('discoverySetting', { setting: 'distance' })} title={intl.formatMessage({ id: 'recs.settings' })} leading={<RowIcon icon={SlidersHorizontal} />} trailing={chevron} />
        </li>
      </ListGroup>
    </ScreenFrame>
  );
}
