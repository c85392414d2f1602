import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The sources Discover needs right after start: its screen, the recs module and the location module, with their adapters. */
const DISCOVER_SOURCES = ['ui/screens/RecsScreen.tsx', 'src/modules/recs.module.ts', 'src/adapter-sets/browser-recs.ts', 'src/modules/location.module.ts', 'src/adapter-sets/browser-location.ts'];

/** The same id as src/discover-preload.ts reads. */
const DISCOVER_PRELOAD_ID = 'discover-preload';

interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly moduleIds?: readonly string[];
  readonly imports?: readonly string[];
}

/**
 * Lists the chunks Discover needs (those of DISCOVER_SOURCES and every chunk they import statically, less the
 * start-up script's own) in index.html as JSON, `<script type="application/json" id="discover-preload">`. A JSON
 * script is not run and is not fetched: src/main.tsx turns the list into `<link rel="modulepreload">` elements when a
 * member is probably signed in and opens Discover, so those chunks download beside the start-up script instead of
 * one after another, and a visitor of the landing page downloads none of them.
 */
export function discoverPreload(root: string): Plugin {
  const wanted = new Set(DISCOVER_SOURCES.map((source) => resolve(root, source)));
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
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const startUp = new Set<string>();
        const walk = (fileName: string, into: Set<string>, skip: ReadonlySet<string>) => {
          if (into.has(fileName) || skip.has(fileName)) return;
          into.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) walk(imported, into, skip);
        };
        for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, startUp, new Set());
        const discover = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.moduleIds?.some((id) => wanted.has(id))) walk(chunk.fileName, discover, startUp);
        }
        const hrefs = [...discover].sort().map((fileName) => `${base}${fileName}`);
        return [{ tag: 'script', attrs: { type: 'application/json', id: DISCOVER_PRELOAD_ID }, children: JSON.stringify(hrefs), injectTo: 'head' }];
      },
    },
  };
}
