/**
 * The built app held in memory: every file of the build folder by its URL path, with its media type, an ETag,
 * and its compressed copies (read from the build's `.br`/`.gz` files when they are current, otherwise made on
 * first request and kept). The build is a few megabytes at most, and serving from memory keeps a request to a
 * map lookup.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { compress, ENCODINGS, SUFFIX, type Encoding } from './compression';
import { contentTypeOf, isCompressible, MIN_COMPRESSIBLE_BYTES } from './content-types';

export interface SiteFile {
  /** Relative to the build folder, with forward slashes: `index.html`, `assets/index-abc.js`. */
  readonly path: string;
  readonly body: Buffer;
  readonly contentType: string;
  /** A strong validator of the bytes. */
  readonly etag: string;
  /** The encodings this file is served in besides identity. */
  readonly encodings: readonly Encoding[];
  /** The body in one of `encodings`. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

export interface SiteFiles {
  readonly root: string;
  get(path: string): SiteFile | undefined;
  readonly size: number;
}

const isPrecompressedCopy = (path: string): boolean => ENCODINGS.some((encoding) => path.endsWith(SUFFIX[encoding]));

const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/** A precompressed copy counts only when it is at least as new as its source (an older one is from another build). */
const readCopy = async (file: string, sourceMtimeMs: number): Promise<Buffer | undefined> => {
  try {
    const info = await stat(file);
    return info.mtimeMs >= sourceMtimeMs ? await readFile(file) : undefined;
  } catch {
    return undefined;
  }
};

const siteFile = async (root: string, file: string): Promise<SiteFile> => {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const path = relative(root, file).split(sep).join('/');
  const contentType = contentTypeOf(path);
  const encodings = isCompressible(contentType) && body.byteLength >= MIN_COMPRESSIBLE_BYTES ? ENCODINGS : [];
  const copies = new Map<Encoding, Promise<Buffer>>();
  for (const encoding of encodings) {
    const copy = await readCopy(`${file}${SUFFIX[encoding]}`, info.mtimeMs);
    if (copy) copies.set(encoding, Promise.resolve(copy));
  }
  return {
    path,
    body,
    contentType,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    encodings,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compress(body, encoding);
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
};

/** Reads a build folder; an unreadable or missing folder is an error (the caller decides whether to build). */
export const loadSiteFiles = async (root: string): Promise<SiteFiles> => {
  const files = (await listFiles(root)).filter((file) => !isPrecompressedCopy(file));
  const loaded = await Promise.all(files.map((file) => siteFile(root, file)));
  const byPath = new Map(loaded.map((file) => [file.path, file]));
  return { root, get: (path) => byPath.get(path), size: byPath.size };
};
