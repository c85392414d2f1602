// `npm test`: every check the project has, in one command. Runs all steps, prints a summary, and exits non-zero
// if any failed.
//  1. protobuf code generated   2. types (whole tree; core alone without DOM)   3. dependency rules
//  4. vitest: unit, property, contract, component, server (PGlite)   5. mutation score of the core, incremental
//  (tests/mutation/run.mjs; fails below 80 %)   6. server suite again on PostgreSQL when TEST_DATABASE_URL is set
//  7. Playwright journeys in real Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
// The type check runs the native compiler (TypeScript 7); `typescript` itself is 5.9 for tools that need its API.
const tsc = join(root, 'node_modules/typescript-native/bin/tsc');

const steps = [
  ['protobuf', 'node', ['scripts/gen-proto.mjs']],
  ['typecheck', 'node', [tsc, '--noEmit', '-p', 'tsconfig.json']],
  ['typecheck core (no DOM)', 'node', [tsc, '--noEmit', '-p', 'core/tsconfig.json']],
  ['dependency rules', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'core', 'adapters', 'ui', 'src', 'server']],
  // The server suite reads TEST_DATABASE_URL: empty here, so this run uses embedded PostgreSQL (PGlite).
  ['vitest', bin('vitest'), ['run'], { TEST_DATABASE_URL: '' }],
  // Reuses the committed reports/stryker-incremental.json: only mutants of changed code or tests are run.
  ['mutation score (core)', 'node', ['tests/mutation/run.mjs']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['server tests on PostgreSQL', bin('vitest'), ['run', '--project', 'server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
}
if (!process.argv.includes('--no-e2e')) steps.push(['browser journeys', 'node', ['tests/e2e/run.mjs']]);

// The journeys' short account of what failed or was flaky (tests/e2e/support/outcome-summary.ts), printed last.
const outcome = join(root, 'tests/.tmp/e2e-outcome.txt');
rmSync(outcome, { force: true });

const results = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const journeys = existsSync(outcome) ? readFileSync(outcome, 'utf8').trimEnd() : '';
if (journeys !== '') console.log(`\n━━ journeys that failed or were flaky ━━\n${journeys}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
