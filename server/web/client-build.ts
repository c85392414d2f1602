/**
 * Builds the client when `npm start` needs it: no build yet, or a source file newer than the built
 * `index.html`. Vite runs in a child process (its plugins and their workers stay out of the server's memory);
 * afterwards every text file gets brotli and gzip copies at the best ratio, which the server serves as they are.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compress, ENCODINGS, SUFFIX } from './compression';
import { contentTypeOf, isCompressible, MIN_COMPRESSIBLE_BYTES } from './content-types';

/** What the build reads: a change under these makes the build stale. */
export const CLIENT_SOURCES = ['src', 'ui', 'core', 'adapters', 'locales', 'index.html', 'vite.config.ts'] as const;

export const clientDirOf = (projectRoot: string): string => join(projectRoot, 'dist', 'client');

export type BuildState =
  | { readonly kind: 'missing' }
  | { readonly kind: 'stale'; readonly newer: string }
  | { readonly kind: 'current' };

/** The newest file under a path (a file or a folder), skipping dependencies. */
const newestFile = async (path: string): Promise<{ readonly path: string; readonly mtimeMs: number } | undefined> => {
  let info;
  try {
    info = await stat(path);
  } catch {
    return undefined;
  }
  if (!info.isDirectory()) return { path, mtimeMs: info.mtimeMs };
  let newest: { path: string; mtimeMs: number } | undefined;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const found = await newestFile(join(path, entry.name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
};

export const clientBuildState = async (projectRoot: string): Promise<BuildState> => {
  const builtIndex = join(clientDirOf(projectRoot), 'index.html');
  if (!existsSync(builtIndex)) return { kind: 'missing' };
  const builtAt = (await stat(builtIndex)).mtimeMs;
  for (const source of CLIENT_SOURCES) {
    const newest = await newestFile(join(projectRoot, source));
    if (newest && newest.mtimeMs > builtAt) return { kind: 'stale', newer: newest.path };
  }
  return { kind: 'current' };
};

const runViteBuild = (projectRoot: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });

/** Writes `.br` and `.gz` beside every text file worth compressing. */
export const precompress = async (dir: string): Promise<number> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let written = 0;
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !ENCODINGS.some((encoding) => entry.name.endsWith(SUFFIX[encoding])))
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        if (!isCompressible(contentTypeOf(file))) return;
        const body = await readFile(file);
        if (body.byteLength < MIN_COMPRESSIBLE_BYTES) return;
        for (const encoding of ENCODINGS) {
          await writeFile(`${file}${SUFFIX[encoding]}`, await compress(body, encoding, 'max'));
          written += 1;
        }
      }),
  );
  return written;
};

export const buildClient = async (projectRoot: string): Promise<void> => {
  await runViteBuild(projectRoot);
  await precompress(clientDirOf(projectRoot));
};
