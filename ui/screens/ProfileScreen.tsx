import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { ROUTES } from '../../core/routing';
import { ScreenFrame } from './ScreenFrame';

export default function ProfileScreen() {
  return (
    <ScreenFrame titleId="profile.title">
      <Link href={ROUTES.settings}>
        <FormattedMessage id="settings.title" />
      </Link>
    </ScreenFrame>
  );
}
