/**
 * A teaser picture (LIKES-02): a liker's main photo as a member without Gold may see it. The server shrinks the
 * photo to TEASER_SOURCE_SIZE (16 × 21 pixels: no face survives), scales it up to TEASER_SIZE and blurs it, so the
 * original never leaves the server and the picture can be neither sharpened nor traced to the photo's file.
 * A liker without a photo gets a plain grey picture. Parameters: docs/decisions.md (LIKES-02).
 */
import sharp from 'sharp';

export const TEASER_SOURCE_SIZE = { width: 16, height: 21 } as const;
export const TEASER_SIZE = { width: 96, height: 128 } as const;
export const TEASER_BLUR_SIGMA = 6;

export const teaserImage = async (photo: Uint8Array | null): Promise<Uint8Array> => {
  const tiny =
    photo === null
      ? await sharp({ create: { ...TEASER_SOURCE_SIZE, channels: 3, background: { r: 160, g: 160, b: 170 } } }).png().toBuffer()
      : await sharp(photo).resize({ ...TEASER_SOURCE_SIZE, fit: 'cover' }).removeAlpha().png().toBuffer();
  const out = await sharp(tiny).resize({ ...TEASER_SIZE, fit: 'fill', kernel: 'cubic' }).blur(TEASER_BLUR_SIGMA).webp({ quality: 50 }).toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
};
