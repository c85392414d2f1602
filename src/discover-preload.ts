import { APP_BASE, routeHref } from '../core/routing';

/** The id of the JSON list of Discover's chunks in index.html (written by scripts/vite-discover-preload.ts). */
export const DISCOVER_PRELOAD_ID = 'discover-preload';

/**
 * The chunks to preload at start for Discover: all of the build's list when a member is probably signed in (the
 * session hint) and the page opened is Discover or the root of the app, where a member is sent to Discover;
 * none otherwise (a guest on the landing page downloads none of them). A missing or broken list gives none.
 */
export function discoverPreloads(list: string | null | undefined, maybeSignedIn: boolean, pathname: string): readonly string[] {
  if (!list || !maybeSignedIn) return [];
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path !== APP_BASE && path !== routeHref('recs')) return [];
  try {
    const hrefs: unknown = JSON.parse(list);
    return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === 'string' && href.startsWith(`${APP_BASE}/`)) : [];
  } catch {
    return [];
  }
}
