import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUTH } from '../../core/auth';
import { Button } from '../components/Button';
import { Sheet } from '../components/Sheet';
import { field } from '../components/styles';
import { useInjection } from '../di/resolver';
import { LanguagePicker } from './LanguagePicker';

const end = css`
  margin-top: auto;
  display: grid;
  gap: var(--space-3);
`;

/**
 * NAV-09: the slide-in menu: language, and log in or log out. It is a Sheet: above the header and the bottom
 * navigation, focus inside while open and back on the menu button when it closes (Escape, the close button or the
 * backdrop).
 */
export default function MenuPanel({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  useSignals();
  const intl = useIntl();
  const session = useInjection(AUTH.Session);
  const launcher = useInjection(AUTH.LoginLauncher);
  const logout = useInjection(AUTH.Logout);

  return (
    <Sheet id="app-menu" title={<FormattedMessage id="menu.title" />} titleId="app-menu-title" closeLabel={intl.formatMessage({ id: 'menu.close' })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <LanguagePicker className={field} />
      <div className={end}>
        {session.loggedIn.value ? (
          <Button
            variant="secondary"
            wide
            icon={<LogOut size={20} aria-hidden />}
            onClick={() => {
              onClose();
              void logout.execute('member');
            }}
          >
            <FormattedMessage id="menu.logOut" />
          </Button>
        ) : (
          <Button
            wide
            icon={<LogIn size={20} aria-hidden />}
            onClick={() => {
              onClose();
              launcher.open('chooser');
            }}
          >
            <FormattedMessage id="menu.logIn" />
          </Button>
        )}
      </div>
    </Sheet>
  );
}
