import { FormattedMessage } from 'react-intl';
import { AUTH } from '../../core/auth';
import { button, secondary } from '../components/styles';
import { useInjection } from '../di/resolver';
import { ScreenFrame } from './ScreenFrame';

export default function SettingsScreen() {
  const logout = useInjection(AUTH.Logout);
  return (
    <ScreenFrame titleId="settings.title">
      <button type="button" className={`${button} ${secondary}`} onClick={() => void logout.execute('member')}>
        <FormattedMessage id="settings.logout" />
      </button>
    </ScreenFrame>
  );
}
