import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n';
import { toRoutePath } from '../navigation';
import { COMPILED_ROUTES } from './compiled-routes';
import { matchSegments } from './route-pattern';
import type { RouteName } from './routes';

/** A named route with its decoded parameters. */
export interface MatchedRoute {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
  /** ROUTE-02: the language prefix a public page was reached under. */
  readonly locale?: SupportedLocale;
}

/** Which route a path shows: a named route, or the not-found page (ROUTE-16). */
export type RouteMatch = MatchedRoute | { readonly name: 'notFound' };

export const NOT_FOUND: RouteMatch = { name: 'notFound' };

const findRoute = (segments: readonly string[], localizedOnly: boolean): MatchedRoute | undefined => {
  for (const route of COMPILED_ROUTES) {
    if (localizedOnly && !route.definition.localized) continue;
    const params = matchSegments(route.pattern, segments);
    if (params) return { name: route.name, params };
  }
  return undefined;
};

const supportedLocale = (segment: string): SupportedLocale | undefined => {
  const lower = segment.toLowerCase();
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
};

/**
 * ROUTE-16, ROUTE-02: the route a location path shows. Takes a browser path under /app or a path relative to it;
 * ignores the query, the hash and a trailing slash. A public page may carry a leading language prefix; the
 * login route never does.
 */
export const matchRoute = (pathname: string): RouteMatch => {
  const path = toRoutePath(pathname);
  const segments = path === '/' ? [] : path.slice(1).split('/');
  const direct = findRoute(segments, false);
  if (direct) return direct;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a lone locale segment is the international root, matched directly above
  const locale = segments.length > 1 ? supportedLocale(segments[0]!) : undefined;
  if (!locale) return NOT_FOUND;
  const localized = findRoute(segments.slice(1), true);
  return localized ? { ...localized, locale } : NOT_FOUND;
};
