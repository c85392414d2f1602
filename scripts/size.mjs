// `npm run size`: builds the client and prints the gzip size of the JavaScript that /app loads at start —
// the entry script, its modulepreloads and everything they import statically (dynamic imports are left out).
// Exits non-zero above the budget. Pass --no-build to measure an existing dist/client.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist/client');
const BASE = '/app/';

if (!process.argv.includes('--no-build')) {
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/client/index.html is missing: run the build first');
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const toFile = (url) => join(dist, url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\//, ''));
const entryUrls = [
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
];

// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`; not `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;

const seen = new Map();
const visit = (file) => {
  if (seen.has(file)) return;
  const code = readFileSync(file);
  seen.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
  for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) {
    const spec = m[1];
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    visit(spec.startsWith('/') ? toFile(spec) : join(dirname(file), spec));
  }
};
for (const url of entryUrls) visit(toFile(url));

let totalGzip = 0;
let totalRaw = 0;
console.log('JavaScript loaded at start of /app (gzip level 9):');
for (const [file, s] of [...seen].sort((a, b) => b[1].gzip - a[1].gzip)) {
  totalGzip += s.gzip;
  totalRaw += s.raw;
  console.log(`  ${posix.relative(dist, file).padEnd(44)} ${(s.raw / 1000).toFixed(1).padStart(8)} kB  ${(s.gzip / 1000).toFixed(1).padStart(7)} kB gzip`);
}
const kb = totalGzip / 1000;
console.log(`  ${'total'.padEnd(44)} ${(totalRaw / 1000).toFixed(1).padStart(8)} kB  ${kb.toFixed(1).padStart(7)} kB gzip`);
console.log(`budget: ${BUDGET_KB} kB gzip — ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
process.exit(kb <= BUDGET_KB ? 0 : 1);
