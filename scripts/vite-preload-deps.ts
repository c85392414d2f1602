import type { Plugin } from 'vite';

interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly imports?: readonly string[];
}

/**
 * A dynamic import's list of chunks to preload leaves out those its importing chunk imports statically (directly or
 * through others): they are loaded already whenever that import runs. Every list of the start-up script named
 * react-intl, the signals runtime and other start-up chunks again, and all those names ship in the script.
 * `plugin` keeps the bundle for `resolveDependencies` (build.modulePreload.resolveDependencies).
 */
export function preloadDeps(): { plugin: Plugin; resolveDependencies: (filename: string, deps: string[], context: { hostId: string }) => string[] } {
  let bundle: Record<string, ChunkLike> = {};
  const closures = new Map<string, ReadonlySet<string>>();
  const closure = (host: string): ReadonlySet<string> => {
    let seen = closures.get(host);
    if (seen) return seen;
    const into = new Set<string>();
    const walk = (fileName: string) => {
      for (const imported of bundle[fileName]?.imports ?? []) {
        if (into.has(imported)) continue;
        into.add(imported);
        walk(imported);
      }
    };
    walk(host);
    seen = into;
    closures.set(host, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'spark:preload-deps',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, ChunkLike>;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostId }) => {
      const loaded = closure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
