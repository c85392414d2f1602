import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AUTH } from '../../core/auth';
import { PRODUCT_NAME } from '../../core/routing';
import { button, iconButton, primary, secondary, wide } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { Icon } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';

const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  height: var(--header-h);
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0 var(--space-3);
  background: var(--bg);
  border-bottom: 1px solid var(--border);
`;
const brand = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--fg);
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
  margin-inline-end: auto;
`;
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

/** NAV-09: the header with the logo and a menu button opening a slide-in menu that traps focus while open. */
export function Header() {
  useSignals();
  const intl = useIntl();
  const session = useInjection(AUTH.Session);
  const launcher = useInjection(AUTH.LoginLauncher);
  const logout = useInjection(AUTH.Logout);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(menu, open, close, button);

  return (
    <header className={bar}>
      <Link href="~/app" className={brand} aria-label={PRODUCT_NAME}>
        <Logo size={28} />
        <span aria-hidden="true">{PRODUCT_NAME}</span>
      </Link>
      <button
        ref={button}
        type="button"
        className={iconButton}
        aria-label={intl.formatMessage({ id: 'menu.open' })}
        aria-expanded={open}
        aria-controls="app-menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </button>
      {open ? (
        <>
          <div className={backdrop} onClick={close} aria-hidden="true" />
          <div ref={menu} id="app-menu" className={panel} role="dialog" aria-modal="true" aria-labelledby="app-menu-title">
            <div className={panelTop}>
              <h2 id="app-menu-title">
                <FormattedMessage id="menu.title" />
              </h2>
              <button type="button" className={iconButton} aria-label={intl.formatMessage({ id: 'menu.close' })} onClick={close}>
                <Icon name="close" />
              </button>
            </div>
            <LanguagePicker className={picker} />
            {session.loggedIn.value ? (
              <button
                type="button"
                className={`${button} ${secondary} ${wide}`}
                onClick={() => {
                  close();
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
                  close();
                  launcher.open('chooser');
                }}
              >
                <FormattedMessage id="menu.logIn" />
              </button>
            )}
          </div>
        </>
      ) : null}
    </header>
  );
}
