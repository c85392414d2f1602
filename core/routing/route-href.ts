import type { SupportedLocale } from '../i18n';
import { toRoutePath } from '../navigation';
import { compiledRoute } from './compiled-routes';
import { fillPattern } from './route-pattern';
import { APP_BASE, routeDefinition, type RouteName } from './routes';

type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * A route's path relative to /app with its parameters filled (percent-encoded); a public page may take a
 * language prefix (ROUTE-02). Throws on a missing parameter or a prefix on a non-public route: both are bugs.
 */
export const routePath = (name: RouteName, params: RouteParams = {}, options: { readonly locale?: SupportedLocale } = {}): string => {
  const path = fillPattern(compiledRoute(name).pattern, params, name);
  if (!options.locale) return path;
  if (!routeDefinition(name).localized) throw new Error(`route ${name} takes no language prefix`);
  // No public page is the bare root (the international root carries its locale as a parameter).
  return `/${options.locale}${path}`;
};

/** A query string with its leading `?` ('' stays ''); the content is kept unchanged (ROUTE-15). */
export const normalizeSearch = (search: string): string => (search === '' || search.startsWith('?') ? search : `?${search}`);

/** The browser path of a route path under /app, with a query string: `/` → `/app`, `/recs` → `/app/recs`. */
export const appHref = (path: string, search = ''): string => {
  const route = toRoutePath(path);
  return `${APP_BASE}${route === '/' ? '' : route}${normalizeSearch(search)}`;
};

/** The browser path of a named route. */
export const routeHref = (name: RouteName, params: RouteParams = {}, search = ''): string => appHref(routePath(name, params), search);

/** The query string of an href ('' when it has none); a hash is not part of it. */
export const searchOf = (href: string): string => {
  // Stryker disable next-line StringLiteral: split always answers at least one part
  const withoutHash = href.split('#', 1)[0] ?? '';
  const i = withoutHash.indexOf('?');
  return i === -1 ? '' : withoutHash.slice(i);
};
