// Compiles adapters/protobuf/*.proto into a static ES module and its type declarations.
// Runs after `npm ci` (the `prepare` script) and before builds and tests; skips work when up to date.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'adapters/protobuf');
const outDir = join(srcDir, 'generated');
const bin = (name) => join(root, 'node_modules/.bin', name);

const protos = readdirSync(srcDir).filter((f) => f.endsWith('.proto'));
mkdirSync(outDir, { recursive: true });
for (const proto of protos) {
  const base = proto.replace(/\.proto$/, '');
  const input = join(srcDir, proto);
  const js = join(outDir, `${base}.js`);
  const dts = join(outDir, `${base}.d.ts`);
  if (existsSync(js) && existsSync(dts) && statSync(js).mtimeMs >= statSync(input).mtimeMs && !process.argv.includes('--force')) continue;
  execFileSync(bin('pbjs'), ['-t', 'static-module', '-w', 'es6', '--es6', '--no-beautify', '--no-delimited', '--no-verify', '--no-convert', '--no-service', '--force-number', '-r', base, '-o', js, input], { stdio: 'inherit' });
  // The minimal runtime keeps the bundle small; the `.js` suffix lets Node resolve it too.
  writeFileSync(js, readFileSync(js, 'utf8').replace(/from "protobufjs\/minimal"/g, 'from "protobufjs/minimal.js"'));
  execFileSync(bin('pbts'), ['--no-comments', '-o', dts, js], { stdio: 'inherit' });
  console.log(`protobuf: generated ${base}`);
}
