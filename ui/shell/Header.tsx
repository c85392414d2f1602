import { css } from '@linaria/core';
import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../core/routing';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { iconButton } from '../components/styles';
import { Logo } from './Logo';

const MenuPanel = lazy(() => import('./MenuPanel'));

const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  height: var(--header-h);
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0 var(--space-2) 0 var(--space-3);
  background: color-mix(in srgb, var(--bg) 88%, transparent);
  backdrop-filter: saturate(1.6) blur(12px);
  border-bottom: 1px solid var(--border);
`;
const brand = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  padding-inline-end: var(--space-2);
  border-radius: var(--radius-sm);
  color: var(--accent-text);
  font-weight: 800;
  font-size: var(--text-xl);
  letter-spacing: -0.02em;
  text-decoration: none;
  margin-inline-end: auto;
`;
/** NAV-09: the header with the logo and a menu button opening a slide-in menu (its own chunk, loaded on first open). */
export function Header() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  return (
    <header className={bar}>
      <Link href="~/app" className={brand} aria-label={PRODUCT_NAME}>
        <Logo size={30} />
        <span aria-hidden="true">{PRODUCT_NAME}</span>
      </Link>
      {/* IconButton's look through its class: the header is in the first paint, the component is not. */}
      <button
        ref={button}
        type="button"
        className={iconButton}
        aria-label={intl.formatMessage({ id: 'menu.open' })}
        title={intl.formatMessage({ id: 'menu.open' })}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Menu size={22} aria-hidden />
      </button>
      {open ? (
        <ChunkBoundary fallback={null} onError={close}>
          <Suspense fallback={null}>
            <MenuPanel onClose={close} returnFocusTo={button} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </header>
  );
}
