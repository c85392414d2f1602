import type { Plugin } from 'vite';

/**
 * Gives every build an id, baked into the app as `__BUILD_ID__` and written beside it as `build.json`. A running
 * app that finds a different id in `build.json` knows a new version is waiting (APP-03).
 */
export function buildId(): Plugin {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'spark:build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ build: id }) });
    },
  };
}
