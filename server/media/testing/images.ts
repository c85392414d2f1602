/**
 * Image files for the suite. `realPng` is a complete 1×1 PNG; the others are the smallest well-formed headers of
 * each format with the given size, which is all the server reads (it never decodes pixels).
 */

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [...le24(n), (n >>> 24) & 0xff];

/** A complete, decodable 1×1 PNG. */
export const realPng = (): Uint8Array =>
  Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

export const pngHeader = (width = 640, height = 800): Uint8Array =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(width), be32(height), [8, 2, 0, 0, 0], be32(0), be32(0), 'IEND', be32(0));

/** SOI, a JFIF APP0 segment, a baseline frame header, EOI. */
export const jpegHeader = (width = 640, height = 800): Uint8Array =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0], be16(16), 'JFIF', [0, 1, 1, 0], be16(1), be16(1), [0, 0],
    [0xff, 0xc0], be16(17), [8], be16(height), be16(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );

/** An extended (VP8X) WebP header. */
export const webpHeader = (width = 640, height = 800): Uint8Array =>
  bytes('RIFF', le32(22), 'WEBP', 'VP8X', le32(10), [0, 0, 0, 0], le24(width - 1), le24(height - 1));

/** A lossless (VP8L) WebP header. */
export const webpLosslessHeader = (width: number, height: number): Uint8Array =>
  bytes('RIFF', le32(22), 'WEBP', 'VP8L', le32(10), [0x2f], le32((width - 1) | ((height - 1) << 14)), [0, 0, 0, 0, 0]);

/** A lossy (VP8) WebP header. */
export const webpLossyHeader = (width: number, height: number): Uint8Array =>
  bytes('RIFF', le32(22), 'WEBP', 'VP8 ', le32(10), [0, 0, 0], [0x9d, 0x01, 0x2a], [width & 0xff, width >> 8], [height & 0xff, height >> 8]);

/** Files that are not photos, whatever they are called. */
export const NOT_PHOTOS: Readonly<Record<string, Uint8Array>> = {
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: bytes('<!doctype html><html><body>hello</body></html>'),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0x3b]),
  text: bytes('just some text, not an image at all'),
  empty: new Uint8Array(0),
  jpegMagicOnly: bytes([0xff, 0xd8, 0xff]),
  pngSignatureOnly: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  riffWave: bytes('RIFF', le32(36), 'WAVE', 'fmt ', le32(16), new Array(16).fill(0)),
  hugePng: pngHeader(100_000, 100_000),
};
