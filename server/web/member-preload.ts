/**
 * A member's page starts faster when the chunks the start-up script is bound to ask for are named in the page's
 * answer: for a request with the session hint cookie (the browser of a member who signed in), the page goes out with
 * `Link` headers naming, in the order they are needed, the start-up script and what index.html preloads (so they
 * keep the first connections: a browser opens only a few per server over HTTP/1.1), then stage 2 of the start (the
 * app: `app-preload`) and the chunks boot loads (`start-preload`), lists the build writes into index.html
 * (scripts/vite-discover-preload.ts). The browser fetches them while it still reads the page, instead of after the
 * start-up script has run. Discover's own chunks are left to the start-up script (they would hold the first
 * connections over HTTP/1.1). A visitor's landing page is not slowed down: it gets none.
 */
import { APP_BASE } from '../../core/routing';

const ASSETS = `${APP_BASE}/assets/`;

const isAsset = (href: string): boolean => href.startsWith(ASSETS) && /^[\w./-]+$/.test(href);

/** What index.html itself loads first: its start-up script, its module preloads and its stylesheets, in its order. */
const pageOwn = (html: string): readonly string[] => {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script type="module"|link rel="(?:modulepreload|stylesheet)")[^>]*>/g)) {
    const href = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (href !== undefined && isAsset(href)) found.push(href);
  }
  return found;
};

/** The list of chunks under `id` in the page, as JSON; anything else than the app's own assets is left out. */
const listIn = (html: string, id: string): readonly string[] => {
  const found = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  if (found === null) return [];
  try {
    const hrefs: unknown = JSON.parse(found[1]!);
    return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === 'string' && isAsset(href)) : [];
  } catch {
    return [];
  }
};

// `crossorigin`: fetched as index.html's own tags fetch them (they carry the attribute), so the browser reuses them.
const linkOf = (href: string): string => (href.endsWith('.css') ? `<${href}>; rel=preload; as=style; crossorigin` : `<${href}>; rel=modulepreload; crossorigin`);

export interface MemberPreload {
  /** The `Link` header for a member's page; none for a visitor. */
  linkFor(member: boolean): string | undefined;
}

/** Reads the build's lists from its index.html once. */
export const memberPreload = (indexHtml: string): MemberPreload => {
  const hrefs = [...new Set([...pageOwn(indexHtml), ...listIn(indexHtml, 'app-preload'), ...listIn(indexHtml, 'start-preload')])];
  const header = hrefs.length === 0 ? undefined : hrefs.map(linkOf).join(', ');
  return {
    linkFor: (member) => (member ? header : undefined),
  };
};
