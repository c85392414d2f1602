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

/**
 * Discover drawn ahead of time for a member (scripts/vite-prerender-landing.ts writes one page per language; the
 * server fills in the member's first card, server/web/drawn-discover.ts): the page of `locale`, relative to the
 * client build.
 */
export const drawnDiscoverFile = (locale: string): string => `${PRERENDERED_LANDING_DIR}/discover.${locale}.html`;

/** The element of a drawn Discover that covers the page until the app shows its own first card (ui/app/drawn-screen.ts). */
export const DRAWN_SCREEN_ID = 'drawn-screen';

/** Where the server writes the first card into a drawn Discover (wherever each stands in the page). */
export const DRAWN_SLOTS = {
  /** The card's name (text). */
  name: '__spark_name__',
  /** `, ` and the age (text), or nothing. */
  age: '__spark_age__',
  /** The photo's URL (attribute values). */
  photo: '__spark_photo__',
  /** The photo's `srcset` (attribute values). */
  srcSet: '__spark_srcset__',
} as const;
