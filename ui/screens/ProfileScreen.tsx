import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Settings from 'lucide-react/icons/settings';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PROFILE } from '../../core/profile';
import { ROUTES, routePath } from '../../core/routing';
import { Avatar, ListGroup, ListRow, RowIcon } from '../components';
import { useInjection } from '../di/resolver';
import { PhotosSection } from '../profile/PhotoGrid';
import { ProfileMeterCard } from '../profile/ProfileMeterCard';
import { ScreenFrame } from './ScreenFrame';

const head = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin-bottom: var(--space-4);
  p {
    margin: 0;
    font-size: var(--text-xl);
    font-weight: 800;
  }
`;

/** The member's own tab: who they are signed in as, and the way to their settings and their discovery settings. */
export default function ProfileScreen() {
  useSignals();
  const intl = useIntl();
  const loadProfile = useInjection(PROFILE.LoadOwn);
  const name = useInjection(PROFILE.Store).profile.value?.name ?? null;
  useEffect(() => void loadProfile.execute(), [loadProfile]);
  const chevron = <ChevronRight size={20} aria-hidden />;
  return (
    <ScreenFrame titleId="profile.title">
      <PhotosSection />
      {name ? (
        <div className={head}>
          <Avatar name={name} size="lg" decorative />
          <p>{name}</p>
        </div>
      ) : null}
      <ProfileMeterCard />
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
