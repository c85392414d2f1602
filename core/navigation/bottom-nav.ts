/** The items of the bottom (mobile) or side (desktop) navigation. */
export const NAV_ITEMS = ['recs', 'explore', 'goldHome', 'matches', 'profile'] as const;
export type NavItem = (typeof NAV_ITEMS)[number];

/** NAV-01: the default order when the remote list is absent or unusable. */
export const DEFAULT_NAV_ORDER = 'recs,explore,goldHome,matches,profile';

const isNavItem = (s: string): s is NavItem => (NAV_ITEMS as readonly string[]).includes(s);

/**
 * NAV-01: the navigation order from a remote comma-separated list (unknown names and repeats ignored);
 * NAV-02: `goldHome` only when gold is enabled for the member. An empty result falls back to the default order.
 */
export const navigationOrder = (remote: string | undefined, options: { readonly goldEnabled: boolean }): NavItem[] => {
  const parse = (list: string) => [...new Set(list.split(',').map((s) => s.trim()).filter(isNavItem))];
  // Stryker disable next-line StringLiteral: equivalent, any text that names no item falls back to the default order
  let items = parse(remote ?? '');
  if (items.length === 0) items = parse(DEFAULT_NAV_ORDER);
  return items.filter((i) => i !== 'goldHome' || options.goldEnabled);
};

/** NAV-03: the likes badge: the count capped at 99, with a plus above 99 or when the count is partial. */
export const likesBadge = (count: number, partial = false): string | undefined => {
  if (!Number.isFinite(count) || count <= 0) return partial ? '0+' : undefined;
  const n = Math.floor(count);
  return n > 99 ? '99+' : partial ? `${n}+` : String(n);
};
