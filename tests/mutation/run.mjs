// `npm run mutate`: the mutation run of the core (stryker.config.mjs), then its score per module
// (tests/mutation/scores.mjs). Arguments go to Stryker, e.g. `npm run mutate -- --concurrency 2`.
// Exits non-zero when Stryker fails or the core or a module scores below the break threshold (80%).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const stryker = spawnSync(join(root, 'node_modules/.bin/stryker'), ['run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
console.log(`\nMutation run: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
const scores = spawnSync(process.execPath, [join(root, 'tests/mutation/scores.mjs')], { cwd: root, stdio: 'inherit' });
process.exit(stryker.status === 0 && scores.status === 0 ? 0 : 1);
