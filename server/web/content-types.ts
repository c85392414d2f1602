/** The media type of a built file, by extension, and whether it is worth compressing. */

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const extensionOf = (path: string): string => {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
};

export const contentTypeOf = (path: string): string => TYPES[extensionOf(path)] ?? 'application/octet-stream';

/** Text formats shrink several times under gzip or brotli; images and fonts are compressed already. */
export const isCompressible = (contentType: string): boolean =>
  /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/.test(contentType);

/** Below this size a compressed copy saves less than the headers cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
