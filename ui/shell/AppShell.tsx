import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DESKTOP, MOBILE, VISUALLY_HIDDEN } from '../theme/tokens';
import { Header } from './Header';
import { MemberNav } from './MemberNav';

const layout = css`
  min-height: 100%;
  display: grid;
  grid-template-rows: auto 1fr;
  ${DESKTOP} {
    &[data-member='true'] {
      grid-template-columns: 240px 1fr;
      grid-template-rows: auto 1fr;
      > header {
        grid-column: 1 / -1;
      }
      > nav {
        padding: var(--space-3);
        border-inline-end: 1px solid var(--border);
      }
    }
  }
  ${MOBILE} {
    &[data-member='true'] > main {
      padding-bottom: var(--nav-h);
    }
  }
`;
const skip = css`
  position: absolute;
  inset-inline-start: var(--space-2);
  top: var(--space-2);
  z-index: 60;
  padding: var(--space-2) var(--space-3);
  background: var(--bg);
  color: var(--fg);
  &:not(:focus) {
    ${VISUALLY_HIDDEN}
  }
`;

/** The frame around every screen: skip link, header, member navigation (when signed in) and the main landmark. */
export function AppShell({ member, children }: { member: boolean; children: ReactNode }) {
  return (
    <div className={layout} data-member={member}>
      <a className={skip} href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header />
      {member ? <MemberNav goldEnabled={false} /> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
