import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The sources Discover needs right after start: its screen, the recs module and the location module, with their adapters. */
export const DISCOVER_SOURCES = ['ui/screens/RecsScreen.tsx', 'src/modules/recs.module.ts', 'src/adapter-sets/browser-recs.ts', 'src/modules/location.module.ts', 'src/adapter-sets/browser-location.ts'];

/**
 * The sources every start loads at once, whoever opens the app (boot: the session tracker, the stored slices, the
 * start-up settings loader with its adapters, the HTTP client): the start-up script asks for their chunks beside stage 2 (the app,
 * src/app-start.tsx), rather than boot asking for them one after another once stage 2 has run.
 */
export const START_SOURCES = [
  'src/modules/session-tracking.module.ts',
  'src/modules/persistence.module.ts',
  'src/modules/startup-load.module.ts',
  'src/adapter-sets/browser-startup.ts',
  // The HTTP client, loaded at the first request (the start-up settings' request, at every start).
  'adapters/http/ky-http-client.ts',
];

/** Stage 2 of the start: the container, boot and the app. */
export const APP_SOURCE = 'src/app-start.tsx';

/** The same ids as src/discover-preload.ts and server/web/member-preload.ts read. */
const DISCOVER_PRELOAD_ID = 'discover-preload';
const START_PRELOAD_ID = 'start-preload';
const APP_PRELOAD_ID = 'app-preload';
/** The stylesheets of stage 2 and Discover's chunks, which a drawn Discover carries in the page (scripts/vite-prerender-landing.ts). */
export const DISCOVER_STYLES_ID = 'discover-styles';

/** What the build plugins read of a chunk of the bundle. */
export interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly moduleIds?: readonly string[];
  readonly imports?: readonly string[];
  /** The stylesheets the chunk brings (Vite's). */
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The chunks holding one of `modules`. */
export const chunksOf = (chunks: readonly ChunkLike[], modules: ReadonlySet<string>): string[] =>
  chunks.filter((c) => c.moduleIds?.some((id) => modules.has(id))).map((c) => c.fileName);

/** The chunks `from` with every chunk they import statically, directly or not, less those `skip` names (and theirs). */
export function staticClosure(chunks: readonly ChunkLike[], from: Iterable<string>, skip: (fileName: string) => boolean = () => false): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const into = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const fileName = stack.pop()!;
    if (into.has(fileName) || skip(fileName)) continue;
    into.add(fileName);
    stack.push(...(byName.get(fileName)?.imports ?? []));
  }
  return into;
}

/**
 * Lists in index.html, as JSON, the chunks of START_SOURCES with every chunk they import statically (less the
 * start-up script's own), `<script type="application/json" id="start-preload">`, and the chunks Discover needs
 * (those of DISCOVER_SOURCES and every chunk they import statically, less those two), `id="discover-preload"`. A
 * JSON script is not run and is not fetched: src/main.tsx turns the first list into `<link rel="modulepreload">`
 * elements at once, beside its request for stage 2 (those chunks are stage 2's, so index.html does not preload
 * them: the first paint does not wait for them), and the second when a member is probably signed in and opens
 * Discover, so those chunks download beside the start-up script instead of one after another, and a visitor of the
 * landing page downloads none of them. A third list, `id="app-preload"`, names stage 2's chunks: the server sends
 * them, with the other two, as `Link: rel=modulepreload` headers of the page to a member (the session hint cookie),
 * so that a member's app downloads beside the start-up script rather than after it. A fourth, `id="discover-styles"`,
 * names the stylesheets of those chunks, which a drawn Discover carries in its page (scripts/vite-prerender-landing.ts).
 */
export function discoverPreload(root: string): Plugin {
  const wanted = new Set(DISCOVER_SOURCES.map((source) => resolve(root, source)));
  const atStart = new Set(START_SOURCES.map((source) => resolve(root, source)));
  const appStart = resolve(root, APP_SOURCE);
  let base = '/';
  return {
    name: 'spark:discover-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const startUp = staticClosure(
          chunks,
          chunks.filter((c) => c.isEntry).map((c) => c.fileName),
        );
        const start = staticClosure(chunks, chunksOf(chunks, atStart), (f) => startUp.has(f));
        // Stage 2 and what it imports statically: the server preloads them for a member (server/web/member-preload.ts).
        const app = staticClosure(chunks, chunksOf(chunks, new Set([appStart])), (f) => startUp.has(f));
        const discover = staticClosure(chunks, chunksOf(chunks, wanted), (f) => startUp.has(f) || start.has(f));
        const hrefs = (chunkSet: ReadonlySet<string>) => JSON.stringify([...chunkSet].sort().map((fileName) => `${base}${fileName}`));
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const styles = new Set([...start, ...app, ...discover].flatMap((fileName) => [...(byName.get(fileName)?.viteMetadata?.importedCss ?? [])]));
        return [
          { tag: 'script', attrs: { type: 'application/json', id: START_PRELOAD_ID }, children: hrefs(start), injectTo: 'head' },
          { tag: 'script', attrs: { type: 'application/json', id: DISCOVER_PRELOAD_ID }, children: hrefs(discover), injectTo: 'head' },
          { tag: 'script', attrs: { type: 'application/json', id: APP_PRELOAD_ID }, children: hrefs(app), injectTo: 'head' },
          { tag: 'script', attrs: { type: 'application/json', id: DISCOVER_STYLES_ID }, children: hrefs(styles), injectTo: 'head' },
        ];
      },
    },
  };
}
