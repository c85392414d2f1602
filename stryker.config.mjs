// Mutation testing of the core (`npm run mutate`): StrykerJS changes the core's code one small fault at a time and
// runs the core's tests (tests/mutation/vitest.core.config.ts) against each; a fault no test notices is a survivor.
// Incremental: results of unchanged code and tests are reused from reports/stryker-incremental.json (committed), so
// a run after a small change tests only the mutants it touches. tests/mutation/scores.mjs prints the score per module.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tests/mutation/vitest.core.config.ts', related: false },
  // The modules measured so far (a full run of the whole core is about 12,700 mutants, some eight hours on one
  // process here); the others join as their first runs are made. Test doubles (core/*/testing) are not mutated.
  mutate: [
    'core/{devices,errors,i18n,landing,navigation,post-login,session,theme}/**/*.ts',
    '!core/**/*.test.ts',
    '!core/**/testing/**',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in code that runs while a module loads would need the whole suite re-run, freshly loaded, for each one;
  // those are left out (the run prints how many), which keeps a full run within an hour on two cores.
  ignoreStatic: true,
  // The machine is shared: one test process by default (`npm run mutate -- --concurrency 2` for a faster full run).
  concurrency: 1,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['progress', 'clear-text', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: false, reportMutants: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The sandbox holds only what the core's tests need.
  ignorePatterns: ['/*', '!/core', '!/tests', '/tests/*', '!/tests/mutation', '!/package.json', '!/tsconfig.json'],
};
