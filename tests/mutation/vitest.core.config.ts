// The core's tests alone, in Node and without the app's Vite plugins: the suite the mutation run (stryker.config.mjs)
// measures the core against. Same settings as the `core` project in vite.config.ts, except that test files share
// their modules (isolate: false): loading each file's imports afresh for every mutant made the run four times slower.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'core',
    environment: 'node',
    include: ['core/**/*.test.ts'],
    testTimeout: 20_000,
    isolate: false,
  },
});
