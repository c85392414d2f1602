import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, ViteDevServer } from 'vite';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';
import { buildId } from './scripts/vite-build-id.ts';
import { chunkGroups } from './scripts/vite-chunk-groups.ts';
import { compiledMessages } from './scripts/vite-compiled-messages.ts';
import { discoverPreload } from './scripts/vite-discover-preload.ts';
import { prerenderLanding } from './scripts/vite-prerender-landing.ts';
import { preloadDeps } from './scripts/vite-preload-deps.ts';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8081';

/**
 * Linaria through wyw-in-js. Its evaluator runs in a child process that the plugin disposes only after a build or
 * when a dev server's HTTP server closes; Vitest's server has no HTTP server, so the close is relayed from buildEnd
 * (otherwise the test process never exits).
 */
const linaria = (): Plugin => {
  const plugin = wyw({ include: ['ui/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'] }) as Plugin;
  const closed = new EventEmitter();
  const configureServer = plugin.configureServer as ((server: ViteDevServer) => void) | undefined;
  const buildEnd = plugin.buildEnd as ((this: unknown, ...args: unknown[]) => void) | undefined;
  return {
    ...plugin,
    configureServer(server) {
      const target = server.httpServer
        ? server
        : new Proxy(server, { get: (t, key) => (key === 'httpServer' ? closed : Reflect.get(t, key)) });
      return configureServer?.(target);
    },
    buildEnd(...args) {
      const result = buildEnd?.apply(this, args);
      closed.emit('close');
      return result;
    },
  };
};

const preload = preloadDeps();
const chunks = chunkGroups(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  base: '/app/',
  plugins: [buildId(), compiledMessages(), linaria(), react(), discoverPreload(fileURLToPath(new URL('.', import.meta.url))), preload.plugin, chunks.plugin, prerenderLanding(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    // Messages are compiled to ASTs at build time (see scripts/vite-compiled-messages.ts), so the ICU parser stays out.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // The container needs only a few Reflect metadata calls; see adapters/platform/reflect-metadata-lite.ts.
      // Every lucide icon is built by a small factory of ours instead of lucide's (see ui/components/icon-runtime.ts).
      { find: /^\.\.\/createLucideIcon\.mjs$/, replacement: fileURLToPath(new URL('./ui/components/icon-runtime.ts', import.meta.url)) },
      // React 19 has useSyncExternalStore; see adapters/platform/use-sync-external-store.ts.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./adapters/platform/use-sync-external-store.ts', import.meta.url)) },
      { find: /^reflect-metadata\/lite$/, replacement: fileURLToPath(new URL('./adapters/platform/reflect-metadata-lite.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: { codeSplitting: { groups: chunks.groups } },
      treeshake: {
        // inversify's inner packages declare no `sideEffects`, so their unused decorator machinery would ship.
        // They have none at module level (the container package keeps its reflect-metadata import).
        moduleSideEffects: (id: string) => !/node_modules\/@inversifyjs\/(core|common|prototype-utils|reflect-metadata-utils)\//.test(id),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, ws: true, changeOrigin: false },
      '/media': { target: API_TARGET },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['core/**/*.test.ts'],
          // A hang guard, not a speed check: properties of a hundred runs take seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          environment: 'node',
          include: ['adapters/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/tooling/**/*.test.ts', 'src/**/*.test.ts', 'examples/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/**/*.test.tsx', 'src/**/*.test.tsx'],
          setupFiles: ['tests/setup/jsdom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The security suite (tests/security) runs against the real server, on PGlite and on PostgreSQL alike.
          include: ['server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
