import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Settings from 'lucide-react/icons/settings';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PROFILE } from '../../core/profile';
import { ROUTES, routePath } from '../../core/routing';
import { Avatar, ListRow } from '../components';
import { useInjection } from '../di/resolver';
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
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 560px;
  border-radius: var(--radius-lg);
  background: var(--raised);
  box-shadow: var(--shadow-1);
  overflow: hidden;
  li + li {
    border-top: 1px solid var(--border);
  }
`;
const icon = css`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: var(--radius-full);
  background: var(--surface);
  color: var(--fg);
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
      {name ? (
        <div className={head}>
          <Avatar name={name} size="lg" decorative />
          <p>{name}</p>
        </div>
      ) : null}
      <ProfileMeterCard />
      <ul className={list}>
        <li>
          <ListRow href={ROUTES.settings} title={intl.formatMessage({ id: 'settings.title' })} leading={<span className={icon}><Settings size={20} aria-hidden /></span>} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('discoverySetting', { setting: 'distance' })} title={intl.formatMessage({ id: 'recs.settings' })} leading={<span className={icon}><SlidersHorizontal size={20} aria-hidden /></span>} trailing={chevron} />
        </li>
      </ul>
    </ScreenFrame>
  );
}
