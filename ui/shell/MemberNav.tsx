import { css } from '@linaria/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { navigationOrder, type NavItem } from '../../core/navigation';
import { ROUTES } from '../../core/routing';
import { DESKTOP, MOBILE } from '../theme/tokens';
import { Icon } from './icons';

const nav = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
  }
  a {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 48px;
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius);
    color: var(--muted);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: var(--accent-text);
  }
  a:hover {
    background: var(--surface);
  }
  ${MOBILE} {
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: 20;
    height: var(--nav-h);
    background: var(--bg);
    border-top: 1px solid var(--border);
    ul {
      height: 100%;
      justify-content: space-around;
    }
    a {
      flex-direction: column;
      gap: 2px;
      font-size: 0.75rem;
      padding: var(--space-1) var(--space-2);
    }
  }
  ${DESKTOP} {
    ul {
      flex-direction: column;
      gap: var(--space-1);
    }
  }
`;

const HREF: Record<NavItem, string> = {
  recs: ROUTES.recs,
  explore: ROUTES.explore,
  goldHome: ROUTES.goldHome,
  matches: ROUTES.matches,
  profile: ROUTES.profile,
};

function NavLink({ item }: { item: NavItem }) {
  const [active] = useRoute(`${HREF[item]}/*?`);
  return (
    <li>
      <Link href={HREF[item]} aria-current={active ? 'page' : undefined}>
        <Icon name={item} />
        <FormattedMessage id={`nav.${item}`} />
      </Link>
    </li>
  );
}

/** The member navigation: bottom bar on mobile, side list on desktop, in the NAV-01 order. */
export function MemberNav({ order, goldEnabled }: { order?: string; goldEnabled: boolean }) {
  const intl = useIntl();
  return (
    <nav className={nav} aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <ul>
        {navigationOrder(order, { goldEnabled }).map((item) => (
          <NavLink key={item} item={item} />
        ))}
      </ul>
    </nav>
  );
}
