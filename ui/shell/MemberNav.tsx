import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { LIKES_YOU } from '../../core/likes-you';
import { SHARED } from '../../core/shared';
import { STARTUP } from '../../core/startup';
import { NAVIGATION, navigationOrder, toRoutePath, type NavItem } from '../../core/navigation';
import { ROUTES, ROUTING } from '../../core/routing';
import { useInjection, useResolver } from '../di/resolver';
import { DESKTOP, MOBILE, VISUALLY_HIDDEN } from '../theme/tokens';
import { Icon } from './icons';

const nav = css`
  grid-area: nav;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
  }
  a {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    min-height: 48px;
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-full);
    color: var(--muted);
    text-decoration: none;
    font-weight: 600;
    transition:
      background-color var(--dur-fast) var(--ease),
      color var(--dur-fast) var(--ease);
  }
  a[aria-current='page'] {
    color: var(--accent-text);
  }
  a > span:first-child {
    position: relative;
    display: inline-flex;
  }
  a:hover {
    color: var(--fg);
  }
  ${MOBILE} {
    a {
      position: relative;
    }
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: 20;
    height: calc(var(--nav-h) + env(safe-area-inset-bottom));
    padding-bottom: env(safe-area-inset-bottom);
    background: color-mix(in srgb, var(--raised) 94%, transparent);
    backdrop-filter: saturate(1.6) blur(12px);
    border-top: 1px solid var(--border);
    ul {
      height: 100%;
      justify-content: space-around;
    }
    li {
      flex: 1;
      display: flex;
      justify-content: center;
    }
    a {
      flex-direction: column;
      justify-content: center;
      gap: 2px;
      min-width: 64px;
      font-size: var(--text-xs);
      padding: var(--space-1) var(--space-2);
      border-radius: var(--radius);
    }
  }
  ${DESKTOP} {
    padding: var(--space-3);
    border-inline-end: 1px solid var(--border);
    ul {
      position: sticky;
      top: calc(var(--header-h) + var(--space-3));
      flex-direction: column;
      gap: var(--space-1);
    }
    a:hover {
      background: var(--surface);
    }
    a[aria-current='page'] {
      background: color-mix(in srgb, var(--brand) 12%, var(--bg));
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

const dot = css`
  position: absolute;
  top: -2px;
  inset-inline-end: -4px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: var(--brand);
  box-shadow: 0 0 0 2px var(--bg);
  @media (forced-colors: active) {
    background: CanvasText;
  }
`;

const srOnly = css`
  ${VISUALLY_HIDDEN}
`;

const countBadge = css`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: var(--radius-full);
  background: var(--gold-gradient, linear-gradient(135deg, #d4a52a, #f5c84c));
  color: #1f1500;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  ${MOBILE} {
    /* On the icon's top corner. */
    position: absolute;
    top: 2px;
    inset-inline-start: calc(50% + 2px);
    box-shadow: 0 0 0 2px var(--raised);
  }
  ${DESKTOP} {
    /* At the end of the row, like a count in a side list. */
    margin-inline-start: auto;
  }
  @media (forced-colors: active) {
    background: CanvasText;
    color: Canvas;
  }
`;

function NavLink({ item, path, unread = false, badge }: { item: NavItem; path: string; unread?: boolean; badge?: string | undefined }) {
  const intl = useIntl();
  // The item of the entered route and of the pages below it.
  const active = path === HREF[item] || path.startsWith(`${HREF[item]}/`);
  return (
    <li>
      <Link
        href={HREF[item]}
        aria-current={active ? 'page' : undefined}
        aria-label={unread ? intl.formatMessage({ id: `nav.${item}.unread` }) : undefined}
      >
        <span>
          <Icon name={item} active={active} />
          {unread ? <span className={dot} aria-hidden="true" /> : null}
        </span>
        {/* The visible label starts the link's name (what a voice command says); the badge is read after it. */}
        <FormattedMessage id={`nav.${item}`} />
        {badge !== undefined ? (
          <span className={countBadge} aria-hidden="true" data-testid="likes-badge">
            {badge}
          </span>
        ) : null}
        {badge !== undefined ? (
          <span className={srOnly}>
            <FormattedMessage id={`nav.${item}.badge`} values={{ badge }} />
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * The member navigation: bottom bar on mobile, side list on desktop, in the NAV-01 order. The `matches` item carries
 * a dot while something is unread (NAV-05); the dot is decorative and the link's name says it.
 */
export function MemberNav({ order, goldEnabled: given }: { order?: string; goldEnabled?: boolean }) {
  useSignals();
  const intl = useIntl();
  const inbox = useInjection(NAVIGATION.InboxBadge);
  // NAV-02: the Likes you item shows when the app settings enable Gold for the member (CONF-01), unless told.
  const startup = useInjection(STARTUP.Store);
  const goldEnabled = given ?? startup.settings.value.isGoldEnabled;
  const matchesDot = inbox.matchesDot.value;
  const likesBadge = inbox.likes.value;
  // NAV-03: the badge's count is read when the navigation shows the Likes you item, and again (at most every 5 BTU)
  // when the member moves to another screen.
  const features = useInjection(SHARED.Features);
  const resolver = useResolver();
  const path = useInjection(ROUTING.Store).location.value.pathname;
  useEffect(() => {
    if (!goldEnabled) return;
    let live = true;
    features.load('likes').then(
      () => {
        if (live) void resolver.get(LIKES_YOU.UseCase).countNew();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [goldEnabled, features, resolver, path]);
  return <MemberNavView items={navigationOrder(order, { goldEnabled })} path={path} matchesDot={matchesDot} likesBadge={likesBadge} />;
}

/**
 * The navigation as it shows: the items in their order, the one of `path` (the page's path) current, the matches
 * dot and the likes badge. Drawn ahead of time too (ui/app/DrawnDiscover.tsx), without the container.
 */
export function MemberNavView({ items, path, matchesDot = false, likesBadge }: { items: readonly NavItem[]; path: string; matchesDot?: boolean; likesBadge?: string | undefined }) {
  const intl = useIntl();
  const route = toRoutePath(path);
  return (
    <nav className={nav} aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <ul>
        {items.map((item) => (
          <NavLink key={item} item={item} path={route} unread={item === 'matches' && matchesDot} badge={item === 'goldHome' ? likesBadge : undefined} />
        ))}
      </ul>
    </nav>
  );
}
