import { css } from '@linaria/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DESKTOP, MOBILE, VISUALLY_HIDDEN } from '../theme/tokens';
import { Header } from './Header';

// The member navigation loads with the member's first screen, not with the landing.
const MemberNav = lazy(() => import('./MemberNav').then((m) => ({ default: m.MemberNav })));
// PUR-37: the discount banner and the intro-price reminder load with the offers module once the first screen is idle.
// A member's part, its own chunk: stage 1 draws the shell without the container the banner's gate needs.
const LaterBanner = lazy(() => import('./LaterBanner'));

const layout = css`
  min-height: 100%;
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'header' 'main';
  > header {
    grid-area: header;
  }
  > main {
    grid-area: main;
    min-width: 0;
  }
  ${DESKTOP} {
    &[data-member='true'] {
      grid-template-columns: 232px 1fr;
      grid-template-areas: 'header header' 'nav main';
    }
  }
  ${MOBILE} {
    &[data-member='true'] > main {
      padding-bottom: calc(var(--nav-h) + env(safe-area-inset-bottom));
    }
  }
  main:focus {
    outline: none;
  }
`;
const skip = css`
  position: absolute;
  inset-inline-start: var(--space-2);
  top: var(--space-2);
  z-index: 60;
  padding: var(--space-2) var(--space-3);
  background: var(--raised);
  color: var(--fg);
  border-radius: var(--radius-sm);
  box-shadow: var(--shadow-2);
  &:not(:focus) {
    ${VISUALLY_HIDDEN}
  }
`;

/**
 * The frame around every screen: skip link, header, member navigation (when signed in) and the main landmark. `nav`
 * stands in for the member navigation where there is no container (a page drawn ahead of time).
 */
export function AppShell({ member, children, nav }: { member: boolean; children: ReactNode; nav?: ReactNode }) {
  return (
    <div className={layout} data-member={member}>
      <a className={skip} href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header />
      {/* The content comes before the navigation in the tab order: a member reaches the screen's first control first. */}
      <main id="main" tabIndex={-1}>
        {member ? (
          <Suspense fallback={null}>
            <LaterBanner />
          </Suspense>
        ) : null}
        {children}
      </main>
      {member
        ? (nav ?? (
            <Suspense fallback={null}>
              <MemberNav />
            </Suspense>
          ))
        : null}
    </div>
  );
}
