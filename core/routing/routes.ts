/** The in-app prefix of every route (ROUTE-01). */
export const APP_BASE = '/app';

/**
 * Named routes, as paths relative to the /app prefix (ROUTE-01, ROUTE-03, ROUTE-11).
 * The login landing is the root of /app.
 */
export const ROUTES = {
  login: '/',
  recs: '/recs',
  recsProfile: '/recs/profile',
  explore: '/explore',
  goldHome: '/gold-home',
  likesYou: '/likes-you',
  matches: '/matches',
  archivedMatches: '/matches/archived',
  messages: '/messages/:matchId',
  profile: '/profile',
  settings: '/settings',
  onboarding: '/onboarding',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Fills a route's `:name` parameters (encoded). */
export const routePath = (name: RouteName, params: Readonly<Record<string, string>> = {}): string =>
  ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(value);
  });
