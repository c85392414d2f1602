import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUTH } from '../../core/auth';
import { button, iconButton, primary, secondary, wide } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { Icon } from './icons';
import { LanguagePicker } from './LanguagePicker';

const backdrop = css`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 45%);
  z-index: 30;
`;
const panel = css`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-end: 0;
  width: min(320px, 85vw);
  z-index: 31;
  background: var(--bg);
  border-inline-start: 1px solid var(--border);
  padding: var(--space-3);
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  animation: spark-slide-in 0.2s ease-out;
  @keyframes spark-slide-in {
    from {
      transform: translateX(var(--slide-from, 100%));
    }
  }
  [dir='rtl'] & {
    --slide-from: -100%;
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;
const panelTop = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
const picker = css`
  margin-top: auto;
  display: grid;
  gap: var(--space-1);
  select {
    font: inherit;
    padding: var(--space-2);
    border-radius: 8px;
    border: 1px solid var(--border);
    background: var(--bg);
    color: var(--fg);
  }
`;

/**
 * NAV-09: the slide-in menu: language, and log in or log out. Focus stays inside while it is open and goes back
 * to the menu button when it closes (Escape, the close button or the backdrop).
 */
export default function MenuPanel({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  useSignals();
  const intl = useIntl();
  const session = useInjection(AUTH.Session);
  const launcher = useInjection(AUTH.LoginLauncher);
  const logout = useInjection(AUTH.Logout);
  const menu = useRef<HTMLDivElement>(null);
  useFocusTrap(menu, true, onClose, returnFocusTo);

  return (
    <>
      <div className={backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={menu} id="app-menu" className={panel} role="dialog" aria-modal="true" aria-labelledby="app-menu-title">
        <div className={panelTop}>
          <h2 id="app-menu-title">
            <FormattedMessage id="menu.title" />
          </h2>
          <button type="button" className={iconButton} aria-label={intl.formatMessage({ id: 'menu.close' })} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <LanguagePicker className={picker} />
        {session.loggedIn.value ? (
          <button
            type="button"
            className={`${button} ${secondary} ${wide}`}
            onClick={() => {
              onClose();
              void logout.execute('member');
            }}
          >
            <FormattedMessage id="menu.logOut" />
          </button>
        ) : (
          <button
            type="button"
            className={`${button} ${primary} ${wide}`}
            onClick={() => {
              onClose();
              launcher.open('chooser');
            }}
          >
            <FormattedMessage id="menu.logIn" />
          </button>
        )}
      </div>
    </>
  );
}
