/**
 * What an uploaded file really is, read from its bytes (issue 3 item 8): JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A
 * 1A 0A) or WebP (RIFF....WEBP), with the pixel size from its header. The declared Content-Type and any file name
 * are never trusted. Nothing is decoded: a file passes when its header is well formed and names a sane size.
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export interface SniffedImage {
  readonly type: PhotoType;
  readonly width: number;
  readonly height: number;
}

/** Larger sides are refused: no camera makes them, and a client would have to decode them. */
export const MAX_IMAGE_SIDE = 16_384;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const u16be = (b: Uint8Array, at: number): number => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number): number => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number): number => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number): number => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number): number => (u24le(b, at) | (b[at + 3]! << 24)) >>> 0;

const sized = (type: PhotoType, width: number, height: number): SniffedImage | null =>
  width >= 1 && height >= 1 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE ? { type, width, height } : null;

/** PNG: the signature, then the IHDR chunk (13 bytes) with width and height. */
const png = (b: Uint8Array): SniffedImage | null => {
  if (b.length < 33 || !startsWith(b, PNG_SIGNATURE) || u32be(b, 8) !== 13 || !startsWith(b, ascii('IHDR'), 12)) return null;
  return sized('image/png', u32be(b, 16), u32be(b, 20));
};

/** Start-of-frame markers, which carry the size (C4 Huffman tables, C8 reserved and CC arithmetic coding are not frames). */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: SOI, then segments up to the first start-of-frame, which gives the size. */
const jpeg = (b: Uint8Array): SniffedImage | null => {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    // The image data (SOS) or its end (EOI) before any frame header: no size, not a photo.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return at + 9 <= b.length && length >= 7 ? sized('image/jpeg', u16be(b, at + 7), u16be(b, at + 5)) : null;
    at += 2 + length;
  }
  return null;
};

/** WebP: a RIFF container of type WEBP whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
const webp = (b: Uint8Array): SniffedImage | null => {
  if (b.length < 30 || !startsWith(b, ascii('RIFF')) || !startsWith(b, ascii('WEBP'), 8) || u32le(b, 4) < 22) return null;
  if (startsWith(b, ascii('VP8X'), 12)) return sized('image/webp', u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (startsWith(b, ascii('VP8L'), 12)) {
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (startsWith(b, ascii('VP8 '), 12)) {
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return sized('image/webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  return null;
};

/** The image the bytes hold, or null when they are not a well-formed JPEG, PNG or WebP. */
export const sniffImage = (bytes: Uint8Array): SniffedImage | null => jpeg(bytes) ?? png(bytes) ?? webp(bytes);

/** The photo type a Content-Type header names (parameters and case ignored), or null for any other type. */
export const photoTypeOf = (contentType: string | undefined): PhotoType | null => {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return (PHOTO_TYPES as readonly string[]).includes(type ?? '') ? (type as PhotoType) : null;
};
