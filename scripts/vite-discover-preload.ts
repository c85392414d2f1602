import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The sources Discover needs right after start: its screen, the recs module and the location module, with their adapters. */
const DISCOVER_SOURCES = ['ui/screens/RecsScreen.tsx', 'src/modules/recs.module.ts', 'src/adapter-sets/browser-recs.ts', 'src/modules/location.module.ts', 'src/adapter-sets/browser-location.ts'];

/**
 * The sources every start loads at once, whoever opens the app (boot: the session tracker, the stored slices, the
 * start-up settings loader with its adapters): their chunks are preloaded by index.html itself, beside the start-up
 * script, rather than asked for one after another once it has run.
 */
const START_SOURCES = ['src/modules/session-tracking.module.ts', 'src/modules/persistence.module.ts', 'src/modules/startup-load.module.ts', 'src/adapter-sets/browser-startup.ts'];

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
 * Adds `<link rel="modulepreload">` for the chunks of START_SOURCES (less the start-up script's own), and lists the
 * chunks Discover needs (those of DISCOVER_SOURCES and every chunk they import statically, less those two) in
 * index.html as JSON, `<script type="application/json" id="discover-preload">`. A JSON
 * script is not run and is not fetched: src/main.tsx turns the list into `<link rel="modulepreload">` elements when a
 * member is probably signed in and opens Discover, so those chunks download beside the start-up script instead of
 * one after another, and a visitor of the landing page downloads none of them.
 */
export function discoverPreload(root: string): Plugin {
  const wanted = new Set(DISCOVER_SOURCES.map((source) => resolve(root, source)));
  const atStart = new Set(START_SOURCES.map((source) => resolve(root, source)));
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
        const start = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.moduleIds?.some((id) => atStart.has(id))) walk(chunk.fileName, start, startUp);
        }
        const discover = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.moduleIds?.some((id) => wanted.has(id))) walk(chunk.fileName, discover, new Set([...startUp, ...start]));
        }
        const hrefs = [...discover].sort().map((fileName) => `${base}${fileName}`);
        return [
          ...[...start].sort().map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` }, injectTo: 'head' as const })),
          { tag: 'script', attrs: { type: 'application/json', id: DISCOVER_PRELOAD_ID }, children: JSON.stringify(hrefs), injectTo: 'head' },
        ];
      },
    },
  };
}
