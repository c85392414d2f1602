/**
 * Image files for the suite. `realPng`, `realJpeg` and `realWebp` are complete, decodable pictures (1×1 and
 * 16×16), what a test of an upload that must succeed sends; `photo()` makes any size, with transparency, EXIF
 * tags (orientation, a GPS position) or an embedded colour profile. The `*Header` files are only the
 * well-formed headers of each format with the given size: the sniffer reads them, the pipeline cannot decode them.
 */
import sharp from 'sharp';

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [...le24(n), (n >>> 24) & 0xff];

/** A complete, decodable 1×1 PNG. */
export const realPng = (): Uint8Array =>
  Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

/** A complete, decodable 16×16 JPEG (orange). */
export const realJpeg = (): Uint8Array =>
  Uint8Array.from(
    Buffer.from(
      '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJADxo//2Q==',
      'base64',
    ),
  );

/** A complete, decodable 16×16 lossy WebP (blue). */
export const realWebp = (): Uint8Array =>
  Uint8Array.from(Buffer.from('UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoQABAAAkA4JaACdLoB+AADsAD+rhf/UGfIM+QZ+0j/8pV4LG5vgAAA', 'base64'));

export interface PhotoSpec {
  readonly width: number;
  readonly height: number;
  readonly format: 'jpeg' | 'png' | 'webp';
  /** The left half of this colour and the right half of `right` (to see which way a photo was turned). */
  readonly left?: string;
  readonly right?: string;
  /** Transparent pixels: the right half fully transparent (PNG and WebP). */
  readonly alpha?: boolean;
  /** EXIF orientation 1..8. */
  readonly orientation?: number;
  /** A GPS position in the EXIF, with a camera make and model. */
  readonly gps?: { readonly lat: number; readonly lng: number };
  /** An XMP packet and an embedded Display P3 colour profile. */
  readonly xmpAndIcc?: boolean;
}

const dms = (degrees: number): string => {
  const d = Math.floor(Math.abs(degrees));
  const minutes = (Math.abs(degrees) - d) * 60;
  const m = Math.floor(minutes);
  return `${d}/1 ${m}/1 ${Math.round((minutes - m) * 60 * 100)}/100`;
};

/** A real photo file made by sharp as a camera would: two coloured halves, and whatever metadata is asked for. */
export const photo = async (spec: PhotoSpec): Promise<Uint8Array> => {
  const half = Math.floor(spec.width / 2);
  const left = await sharp({ create: { width: half, height: spec.height, channels: 4, background: spec.left ?? '#ff0000' } }).png().toBuffer();
  const right = spec.alpha ? { r: 0, g: 0, b: 255, alpha: 0 } : (spec.right ?? '#0000ff');
  let image = sharp({ create: { width: spec.width, height: spec.height, channels: 4, background: right } }).composite([{ input: left, left: 0, top: 0 }]);
  if (!spec.alpha) image = sharp(await image.removeAlpha().png().toBuffer());
  else image = sharp(await image.png().toBuffer());
  if (spec.gps) {
    image = image.withExif({
      IFD0: { Make: 'Spark Test Camera', Model: 'Model 1' },
      IFD3: {
        GPSLatitudeRef: spec.gps.lat >= 0 ? 'N' : 'S',
        GPSLatitude: dms(spec.gps.lat),
        GPSLongitudeRef: spec.gps.lng >= 0 ? 'E' : 'W',
        GPSLongitude: dms(spec.gps.lng),
      },
    });
  }
  if (spec.orientation !== undefined) image = image.withMetadata({ orientation: spec.orientation });
  if (spec.xmpAndIcc) {
    image = image
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Spark Tester"/></rdf:RDF></x:xmpmeta>')
      .withIccProfile('p3');
  }
  const encoded = spec.format === 'jpeg' ? image.jpeg({ quality: 90 }) : spec.format === 'webp' ? image.webp({ quality: 90 }) : image.png();
  return new Uint8Array(await encoded.toBuffer());
};

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
