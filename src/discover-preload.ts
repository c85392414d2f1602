import { APP_BASE, firstScreen } from '../core/routing';

export { firstScreen };

/** The id of the JSON list of Discover's chunks in index.html (written by scripts/vite-discover-preload.ts). */
export const DISCOVER_PRELOAD_ID = 'discover-preload';
/** The id of the JSON list of the chunks every start's boot loads (written by scripts/vite-discover-preload.ts). */
export const START_PRELOAD_ID = 'start-preload';

/** The app's own chunks in a JSON list; a missing or broken list gives none. */
const chunkList = (list: string | null | undefined): readonly string[] => {
  if (!list) return [];
  try {
    const hrefs: unknown = JSON.parse(list);
    return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === 'string' && href.startsWith(`${APP_BASE}/`)) : [];
  } catch {
    return [];
  }
};

/**
 * The chunks boot loads at every start (the session tracker, the stored slices, the start-up settings): preloaded by
 * the start-up script beside its request for stage 2, whoever opens the app. A missing or broken list gives none.
 */
export const startPreloads = (list: string | null | undefined): readonly string[] => chunkList(list);

/**
 * The chunks to preload at start for Discover: all of the build's list when a member is probably signed in (the
 * session hint) and the page opened is Discover or the root of the app, where a member is sent to Discover;
 * none otherwise (a guest on the landing page downloads none of them). A missing or broken list gives none.
 */
export function discoverPreloads(list: string | null | undefined, maybeSignedIn: boolean, pathname: string): readonly string[] {
  return firstScreen(maybeSignedIn, pathname) === 'recs' ? chunkList(list) : [];
}
