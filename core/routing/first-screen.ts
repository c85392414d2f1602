import { routeHref } from './route-href';
import { APP_BASE } from './routes';

/**
 * The screen the page opened will most probably show first: Discover for a member (the session hint) on Discover or
 * the root of the app, the landing for a visitor on the root; none elsewhere. The start-up script paints the landing
 * itself and has Discover's chunks asked for at once (src/discover-preload.ts).
 */
export function firstScreen(maybeSignedIn: boolean, pathname: string): 'recs' | 'landing' | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (maybeSignedIn) return path === APP_BASE || path === routeHref('recs') ? 'recs' : null;
  return path === APP_BASE ? 'landing' : null;
}

/** The folder of the client build that holds the landing prerendered in each language (scripts/vite-prerender-landing.ts). */
export const PRERENDERED_LANDING_DIR = 'prerendered';

/** The page of the landing prerendered in `locale`, relative to the client build. */
export const prerenderedLandingFile = (locale: string): string => `${PRERENDERED_LANDING_DIR}/landing.${locale}.html`;
