import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SOURCE, chunksOf, DISCOVER_SOURCES, START_SOURCES, staticClosure, type ChunkLike } from './vite-discover-preload.ts';

/**
 * What the app draws around any screen (the member navigation and its later banner, the modal host, the privacy
 * prompt with the privacy module it asks, the table of route screens): loaded by members and visitors alike soon
 * after stage 2.
 */
const SHELL_SOURCES = [
  'ui/app/route-screens.tsx',
  'ui/shell/ModalManager.tsx',
  'ui/shell/MemberNav.tsx',
  'ui/privacy/PrivacyOverlay.tsx',
  'ui/shell/LaterBanner.tsx',
  'src/modules/privacy.module.ts',
  'src/adapter-sets/browser-privacy.ts',
];

/** The likes module, which the member navigation's badge loads at start (the count of new likes, NAV-03). */
const LIKES_SOURCES = ['src/modules/likes.module.ts', 'src/adapter-sets/browser-likes.ts'];

/** What a signed-in member's start loads after the first screen: the post-login steps and the modules they start. */
const MEMBER_SOURCES = [
  'src/modules/post-login.module.ts',
  'src/adapter-sets/browser-post-login.ts',
  'src/modules/realtime.module.ts',
  'src/adapter-sets/browser-realtime.ts',
  'src/modules/matches.module.ts',
  'src/adapter-sets/browser-matches.ts',
  'src/modules/offers.module.ts',
  'src/adapter-sets/browser-offers.ts',
  'src/modules/purchase.module.ts',
  'src/adapter-sets/browser-purchase.ts',
  'src/modules/bans.module.ts',
  'src/adapter-sets/browser-bans.ts',
  'ui/shell/DiscountBanner.tsx',
];

/** The groups, the first served first: a chunk goes to the first group whose sources reach it. */
const GROUPS: readonly { readonly name: string; readonly sources: readonly string[] }[] = [
  // Stage 2 and what boot loads at every start.
  { name: 'stage2', sources: [APP_SOURCE, ...START_SOURCES] },
  { name: 'shell', sources: SHELL_SOURCES },
  { name: 'discover', sources: DISCOVER_SOURCES },
  // Before the member's: a member's start asks for it before the first cards are in, the member's group after.
  { name: 'likes', sources: LIKES_SOURCES },
  { name: 'member', sources: MEMBER_SOURCES },
];

/** Set in the first pass, which chunks as the bundler would by itself. */
const FIRST_PASS = 'SPARK_CHUNK_GROUPS_FIRST_PASS';

/**
 * The owner group of each module: `chunks` is the bundle the bundler makes by itself. A group takes the chunks its
 * sources' chunks import statically, less those the entries load and an earlier group's, so every set is closed under
 * static imports but for those: a group's chunk then imports only the entries' chunks and earlier groups' (no cycle),
 * and the first screen's code never waits for a later group's. A lazy import's own module stays in a chunk of its
 * own (the bundler loses the exports of a lazy import's module put in a group's chunk).
 */
export function owners(chunks: readonly ChunkLike[], root: string): Map<string, string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = staticClosure(
    chunks,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const owned = new Set<string>();
  const owner = new Map<string, string>();
  const lazyTargets = new Set(chunks.map((c) => (c.isDynamicEntry ? c.facadeModuleId : null)).filter((id): id is string => !!id));
  for (const group of GROUPS) {
    const sources = new Set(group.sources.map((source) => resolve(root, source)));
    const taken = staticClosure(chunks, chunksOf(chunks, sources), (fileName) => initial.has(fileName) || owned.has(fileName));
    for (const fileName of taken) {
      owned.add(fileName);
      for (const id of byName.get(fileName)?.moduleIds ?? []) if (!lazyTargets.has(id)) owner.set(id, group.name);
    }
  }
  return owner;
}

/**
 * Chunks by what loads together. Left to itself the bundler gives every module shared by two lazy imports a chunk of
 * its own: a member's start asked for about 130 files, most under 2 KB, which a phone on an HTTP/1.1 connection
 * fetches six at a time, a round trip each. A first pass bundles as the bundler would by itself (not written); each
 * group then takes into one chunk the modules of the chunks its sources load statically (see `owners`): stage 2 is
 * one file, the shell one, Discover one, likes one, what a member's start loads after the first card one. A screen
 * that shares a module with a group now loads that group's chunk (Discover's, say, which a member has loaded anyway).
 *
 * `groups` is the bundler's `codeSplitting.groups`, whose tests run after the plugin's first pass.
 */
export function chunkGroups(root: string): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[] } {
  const owner = new Map<string, string>();
  let config: ResolvedConfig;
  const plugin: Plugin = {
    name: 'spark:chunk-groups',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[FIRST_PASS],
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      owner.clear();
      // Only the app's own page (not another page built with this configuration, such as the primitives' gallery).
      if (config.build.rolldownOptions.input !== undefined) return;
      process.env[FIRST_PASS] = '1';
      try {
        const output = await build({ configFile: config.configFile, mode: config.mode, logLevel: 'warn', build: { write: false, copyPublicDir: false } });
        const bundles = Array.isArray(output) ? output : [output];
        const chunks = bundles.flatMap((bundle) => ('output' in bundle ? (bundle.output as readonly ChunkLike[]) : []));
        for (const [id, name] of owners(chunks, root)) owner.set(id, name);
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
  };
  const groups = GROUPS.map(({ name }) => ({ name, test: (id: string) => owner.get(id) === name, includeDependenciesRecursively: false as const }));
  return { plugin, groups };
}

/** Whether this build is the first pass of chunkGroups (another plugin's work after the bundle is not wanted). */
export const isFirstPass = (): boolean => !!process.env[FIRST_PASS];
