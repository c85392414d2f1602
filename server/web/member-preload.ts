/**
 * A member's page starts faster when the chunks the start-up script is bound to ask for are named in the page's
 * answer: for a request with the session hint cookie (the browser of a member who signed in), the page goes out with
 * `Link: <chunk>; rel=modulepreload` headers for stage 2 of the start (the app: `app-preload`), the chunks boot
 * loads (`start-preload`) and, on Discover or the root of the app, Discover's (`discover-preload`): lists the build
 * writes into index.html (scripts/vite-discover-preload.ts). The browser fetches them while it still reads the page,
 * instead of after the start-up script has run. A visitor's landing page is not slowed down: it gets none.
 */
import { APP_BASE, firstScreen } from '../../core/routing';

const ASSETS = `${APP_BASE}/assets/`;

/** The list of chunks under `id` in the page, as JSON; anything else than the app's own assets is left out. */
const listIn = (html: string, id: string): readonly string[] => {
  const found = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  if (found === null) return [];
  try {
    const hrefs: unknown = JSON.parse(found[1]!);
    return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === 'string' && href.startsWith(ASSETS) && /^[\w./-]+$/.test(href)) : [];
  } catch {
    return [];
  }
};

const linkHeader = (hrefs: readonly string[]): string | undefined =>
  hrefs.length === 0 ? undefined : [...new Set(hrefs)].map((href) => `<${href}>; rel=modulepreload`).join(', ');

export interface MemberPreload {
  /** The `Link` header for a member's page at `pathname` (under `/app`); none for a visitor. */
  linkFor(pathname: string, member: boolean): string | undefined;
}

/** Reads the build's lists from its index.html once. */
export const memberPreload = (indexHtml: string): MemberPreload => {
  const app = [...listIn(indexHtml, 'app-preload'), ...listIn(indexHtml, 'start-preload')];
  const everywhere = linkHeader(app);
  const onDiscover = linkHeader([...app, ...listIn(indexHtml, 'discover-preload')]);
  return {
    linkFor(pathname, member) {
      if (!member) return undefined;
      return firstScreen(true, pathname) === 'recs' ? onDiscover : everywhere;
    },
  };
};
