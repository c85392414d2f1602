/**
 * What happens to an uploaded photo before anything is stored (issue 7 item 1, issue 11 item 3, issue 12 item 1):
 * the pixel count named in its header is checked before any decoding (a small file that unpacks to gigapixels is
 * refused), then it is decoded, turned upright by its EXIF orientation, converted to sRGB and re-encoded from the
 * pixels alone, so nothing of the original file survives: no EXIF (camera, GPS position, time), no XMP, no IPTC,
 * no colour profile, no comment, no thumbnail. It is made in up to three widths (320, 640, 1080; never wider
 * than the original) as WebP and as JPEG, for `srcset` and for clients without WebP. Transparent pixels stay
 * transparent in WebP and become white in JPEG.
 */
import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, type ImageFormat } from './image-formats';
import type { SniffedImage } from './image-sniff';

/** The widths a photo is made in, narrowest first (a narrower original is made at its own width instead). */
export const PHOTO_WIDTHS = [320, 640, 1080] as const;
/** The most pixels (width × height) an upload may decode to: 50 megapixels, what the largest phone cameras make. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** How long one photo may take to encode before it is given up on. */
const ENCODE_TIMEOUT_SECONDS = 20;
/** Photos processed at once; the rest wait their turn (each one already uses every core through libvips). */
const CONCURRENT_PHOTOS = 2;

export interface ProcessedFile {
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
}

export interface ProcessedPhoto {
  /** The largest width made, and its height (upright). */
  readonly width: number;
  readonly height: number;
  /** Every width in every format, widest first. */
  readonly files: readonly ProcessedFile[];
}

/** Why a photo was refused: it names more pixels than allowed, or it cannot be decoded. */
export type PhotoRejection = 'too-many-pixels' | 'undecodable';

export type Processed = { readonly ok: true; readonly photo: ProcessedPhoto } | { readonly ok: false; readonly rejected: PhotoRejection };

/** The widths made from an upright image `width` pixels wide: the standard ones it reaches, or its own width. */
export const widthsFor = (width: number): number[] => [...new Set(PHOTO_WIDTHS.map((target) => Math.min(target, width)))];

class Turns {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running += 1;
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

const turns = new Turns(CONCURRENT_PHOTOS);

const encode = (pixels: Sharp, format: ImageFormat) =>
  (format === 'webp'
    ? pixels.webp({ quality: 80, effort: 4, smartSubsample: true })
    : // JPEG has no transparency: transparent parts become white, as on a white page.
      pixels.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer({ resolveWithObject: true });

/** One decode for every size: the widest one, upright, as raw 8-bit sRGB pixels (alpha kept). */
const decodeUpright = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated', pages: 1, autoOrient: true })
    .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true });

/**
 * The photo re-encoded in every width and format, or why it was refused. `sniffed` is what its header says
 * (image-sniff.ts); the header's size is checked before the pixels are decoded.
 */
export const processPhoto = (bytes: Uint8Array, sniffed: SniffedImage): Promise<Processed> => {
  if (sniffed.width * sniffed.height > MAX_PHOTO_PIXELS) return Promise.resolve({ ok: false, rejected: 'too-many-pixels' });
  return turns.run(async () => {
    try {
      const { data, info } = await decodeUpright(bytes);
      const raw = { width: info.width, height: info.height, channels: info.channels };
      // The decode is at most as wide as the widest size, so the sizes it allows are the original's.
      const widths = widthsFor(info.width).reverse();
      const files = await Promise.all(
        widths.flatMap((width) =>
          IMAGE_FORMATS.map(async (format): Promise<ProcessedFile> => {
            const { data: encoded, info: out } = await encode(sharp(data, { raw }).resize({ width }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS }), format);
            return { format, width: out.width, height: out.height, bytes: new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength) };
          }),
        ),
      );
      return { ok: true, photo: { width: info.width, height: info.height, files } };
    } catch {
      return { ok: false, rejected: 'undecodable' };
    }
  });
};
