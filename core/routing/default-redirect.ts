import { routeHref } from './route-href';

/**
 * ROUTE-31: where the app goes when nothing more specific applies (unknown deep-link types, ignored intents,
 * a closed lever): login when logged out, recs when logged in.
 */
export const defaultRedirect = (loggedIn: boolean): string => routeHref(loggedIn ? 'recs' : 'login');
