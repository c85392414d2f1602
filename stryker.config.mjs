// Mutation testing of the core (`npm run mutate`): StrykerJS changes the core's code one small fault at a time and
// runs the core's tests (tests/mutation/vitest.core.config.ts) against each; a fault no test notices is a survivor.
// Incremental: results of unchanged code and tests are reused from reports/stryker-incremental.json (committed), so
// a run after a small change tests only the mutants it touches. tests/mutation/scores.mjs prints the score per module.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tests/mutation/vitest.core.config.ts', related: false },
  // Every module of the core, listed (about 15,900 mutants, hours of first runs on this machine): a new module joins
  // with its own first run (see the README). Test doubles (core/*/testing) are not mutated.
  mutate: [
    'core/{api,app,auth,bans,boosts,chat,devices,discovery-settings,errors,explore,i18n,landing,lifecycle,likes-you,location,matches,media,navigation,offers,onboarding,persistence,post-login,privacy,profile,purchase,push,realtime,recs,routing,session,settings,shared,startup,theme}/**/*.ts',
    '!core/**/*.test.ts',
    '!core/**/testing/**',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in code that runs while a module loads would need the whole suite re-run, freshly loaded, for each one;
  // those are left out (counted as ignored in the score table), as a run would take many times longer.
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
