import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { AUTH } from '../../core/auth';
import { PROFILE } from '../../core/profile';
import { ROUTES } from '../../core/routing';
import { ListRow } from '../components';
import { button, hint, secondary } from '../components/styles';
import { useInjection } from '../di/resolver';
import { ScreenFrame } from './ScreenFrame';

/** Settings: the account the member is signed in with (read fresh on entry) and logging out (AUTH-33). */
export default function SettingsScreen() {
  useSignals();
  const logout = useInjection(AUTH.Logout);
  const loadProfile = useInjection(PROFILE.LoadOwn);
  const profile = useInjection(PROFILE.Store).profile.value;
  const contact = profile?.maskedPhone ?? profile?.maskedEmail;
  useEffect(() => void loadProfile.execute(), [loadProfile]);
  return (
    <ScreenFrame titleId="settings.title">
      {contact ? (
        <p className={hint}>
          <FormattedMessage id="settings.signedInAs" values={{ contact: <bdi>{contact}</bdi> }} />
        </p>
      ) : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 var(--space-4)', maxWidth: 560 }}>
        <li>
          <ListRow href={ROUTES.devicesSettings} title={<FormattedMessage id="settings.devices" />} />
        </li>
      </ul>
      <button
        type="button"
        className={`${button} ${secondary}`}
        aria-disabled={logout.loggingOut.value}
        onClick={() => void logout.execute('member')}
      >
        <FormattedMessage id="settings.logout" />
      </button>
    </ScreenFrame>
  );
}
