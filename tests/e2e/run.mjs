// `npm run test:e2e`: finds Chromium, builds the client, starts from an empty e2e database, runs Playwright.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './support/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const chromium = await findChromium();
console.log(`e2e: Chromium at ${chromium}`);
if (run(bin('vite'), ['build', '--logLevel', 'warn']) !== 0) process.exit(1);
rmSync(join(root, 'tests/.tmp/e2e-data'), { recursive: true, force: true });
process.exit(run(bin('playwright'), ['test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium }));
