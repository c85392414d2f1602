import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageFormatsFrom } from './image-formats';
import { processPhoto, widthsFor, type ProcessedFile, type ProcessedPhoto } from './image-pipeline';
import { sniffImage } from './image-sniff';
import { jpegHeader, photo, pngHeader, realJpeg, realPng, realWebp, webpHeader, type PhotoSpec } from './testing/images';
import { jpegGps, jpegSegments, pngChunks, webpChunks } from './testing/metadata-probe';

const processed = async (bytes: Uint8Array): Promise<ProcessedPhoto> => {
  const result = await processPhoto(bytes, sniffImage(bytes)!);
  if (!result.ok) throw new Error(`refused: ${result.rejected}`);
  return result.photo;
};

const made = async (spec: PhotoSpec): Promise<ProcessedPhoto> => processed(await photo(spec));

/** Everything in a file besides its pixels: the segments and chunks that are not image data. */
const extras = (file: ProcessedFile): string[] =>
  file.format === 'jpeg'
    ? jpegSegments(file.bytes).filter((name) => !['DQT', 'DHT', 'DRI'].includes(name) && !name.startsWith('SOF'))
    : webpChunks(file.bytes).filter((name) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(name));

const colourAt = async (file: ProcessedFile, x: number, y: number): Promise<[number, number, number]> => {
  const { data, info } = await sharp(file.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
};

const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: [number, number, number]) => b > 200 && r < 60 && g < 60;

describe('the photo pipeline: nothing but pixels leaves it', () => {
  it('a JPEG from a phone with EXIF GPS, camera model, XMP and a P3 profile comes out with no metadata at all', async () => {
    const original = await photo({ width: 1600, height: 1200, format: 'jpeg', gps: { lat: 52.52, lng: 13.405 }, xmpAndIcc: true });
    // The test photo really carries a position (read from its bytes) and the other blocks.
    expect(jpegGps(original)).toEqual({ lat: expect.closeTo(52.52, 4), lng: expect.closeTo(13.405, 4) });
    expect(jpegSegments(original)).toEqual(expect.arrayContaining(['APP1:Exif', 'APP1:XMP', 'APP2:ICC']));
    expect(Buffer.from(original).includes('Spark Test Camera')).toBe(true);

    const { files } = await processed(original);
    expect(files).toHaveLength(6);
    for (const file of files) {
      expect(extras(file), `${file.format} ${file.width}`).toEqual([]);
      if (file.format === 'jpeg') expect(jpegGps(file.bytes)).toBeNull();
      expect(Buffer.from(file.bytes).includes('Spark Test Camera')).toBe(false);
      expect(Buffer.from(file.bytes).includes('xmpmeta')).toBe(false);
      const meta = await sharp(file.bytes).metadata();
      for (const block of ['exif', 'xmp', 'icc', 'iptc', 'orientation', 'comments'] as const) expect(meta[block], block).toBeUndefined();
      expect(meta.hasProfile).toBe(false);
      expect(meta.space).toBe('srgb');
    }
  });

  it('a PNG and a WebP lose their text, EXIF, XMP and colour-profile chunks too', async () => {
    for (const format of ['png', 'webp'] as const) {
      const original = await photo({ width: 400, height: 500, format, gps: { lat: 48.85, lng: 2.35 }, xmpAndIcc: true });
      const carried = format === 'png' ? pngChunks(original) : webpChunks(original);
      expect(carried.some((chunk) => ['eXIf', 'zTXt', 'iTXt', 'iCCP', 'EXIF', 'XMP ', 'ICCP'].includes(chunk)), format).toBe(true);
      for (const file of (await processed(original)).files) expect(extras(file), `${format} → ${file.format} ${file.width}`).toEqual([]);
    }
  });

  it('the EXIF orientation is applied to the pixels: a picture stored sideways comes out upright, and says nothing about it', async () => {
    // Orientation 6: the camera was turned a quarter clockwise; shown upright, the stored left half is on top.
    const { width, height, files } = await made({ width: 800, height: 600, format: 'jpeg', orientation: 6 });
    expect([width, height]).toEqual([600, 800]);
    for (const file of files) {
      expect(file.height).toBeGreaterThan(file.width);
      expect(isRed(await colourAt(file, 0.5, 0.1)), `${file.format} ${file.width} top`).toBe(true);
      expect(isBlue(await colourAt(file, 0.5, 0.9)), `${file.format} ${file.width} bottom`).toBe(true);
    }
    // Orientation 3: upside down; the stored left half ends up on the right.
    const turned = await made({ width: 400, height: 300, format: 'jpeg', orientation: 3 });
    expect([turned.width, turned.height]).toEqual([400, 300]);
    expect(isBlue(await colourAt(turned.files[0]!, 0.1, 0.5))).toBe(true);
    expect(isRed(await colourAt(turned.files[0]!, 0.9, 0.5))).toBe(true);
  });
});

describe('the photo pipeline: sizes and formats', () => {
  it('a large photo is made 1080, 640 and 320 pixels wide, in WebP and JPEG, widest first, with the same aspect', async () => {
    const { width, height, files } = await made({ width: 3000, height: 4000, format: 'jpeg' });
    expect([width, height]).toEqual([1080, 1440]);
    expect(files.map((file) => [file.format, file.width, file.height])).toEqual([
      ['webp', 1080, 1440],
      ['jpeg', 1080, 1440],
      ['webp', 640, 853],
      ['jpeg', 640, 853],
      ['webp', 320, 427],
      ['jpeg', 320, 427],
    ]);
    for (const file of files) {
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([file.format, file.width, file.height]);
    }
  });

  it('is never upscaled: a 500-pixel-wide photo is made 500 and 320 wide; a 200-pixel one only at 200', async () => {
    expect((await made({ width: 500, height: 700, format: 'png' })).files.map((file) => file.width)).toEqual([500, 500, 320, 320]);
    expect((await made({ width: 200, height: 100, format: 'webp' })).files.map((file) => [file.width, file.height])).toEqual([
      [200, 100],
      [200, 100],
    ]);
    expect((await processed(realPng())).files.map((file) => [file.format, file.width, file.height])).toEqual([
      ['webp', 1, 1],
      ['jpeg', 1, 1],
    ]);
  });

  it('widthsFor: the standard widths up to the photo`s own, never beyond it, never a duplicate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16_384 }), (width) => {
        const widths = widthsFor(width);
        expect(widths.every((w) => w <= width)).toBe(true);
        expect(Math.max(...widths)).toBe(Math.min(width, 1080));
        expect(new Set(widths).size).toBe(widths.length);
        for (const standard of [320, 640, 1080]) if (standard <= width) expect(widths).toContain(standard);
      }),
    );
  });

  it('a PNG with transparency keeps it in WebP and gets a white background in JPEG', async () => {
    const { files } = await made({ width: 400, height: 400, format: 'png', alpha: true });
    const webp = files.find((file) => file.format === 'webp')!;
    const jpeg = files.find((file) => file.format === 'jpeg')!;
    expect((await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
    const { data, info } = await sharp(webp.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[(200 * info.width + 380) * 4 + 3]).toBe(0);
    expect(data[(200 * info.width + 20) * 4 + 3]).toBe(255);
    expect((await sharp(jpeg.bytes).metadata()).hasAlpha).toBe(false);
    expect(await colourAt(jpeg, 0.95, 0.5)).toEqual([expect.toSatisfy((v: number) => v > 245), expect.toSatisfy((v: number) => v > 245), expect.toSatisfy((v: number) => v > 245)]);
  });

  it('the complete small pictures of the test kit are accepted: JPEG, PNG, WebP', async () => {
    for (const bytes of [realJpeg(), realPng(), realWebp()]) expect((await processed(bytes)).files.length).toBeGreaterThan(0);
  });
});

describe('the photo pipeline refuses', () => {
  /** A real PNG of 7072 × 7072 white pixels (just over 50 megapixels) in a few hundred kilobytes. */
  let bomb: Promise<Uint8Array> | undefined;
  const aBomb = () => (bomb ??= sharp({ create: { width: 7072, height: 7072, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer().then((b) => new Uint8Array(b)));

  it('a decompression bomb: a small PNG that unpacks to more than 50 megapixels is refused from its header, before any decoding', async () => {
    const bytes = await aBomb();
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    // 'too-many-pixels' comes from the header check only; the decoder's own limit answers 'undecodable'.
    expect(await processPhoto(bytes, sniffImage(bytes)!)).toEqual({ ok: false, rejected: 'too-many-pixels' });
  });

  it('the limit is 50,000,000 pixels: a header naming 7071 × 7071 (49,999,041) goes on to decoding, 7072 × 7072 does not', async () => {
    expect(await processPhoto(pngHeader(7071, 7071), sniffImage(pngHeader(7071, 7071))!)).toEqual({ ok: false, rejected: 'undecodable' });
    expect(await processPhoto(pngHeader(7072, 7072), sniffImage(pngHeader(7072, 7072))!)).toEqual({ ok: false, rejected: 'too-many-pixels' });
    expect(await processPhoto(jpegHeader(10_000, 5001), sniffImage(jpegHeader(10_000, 5001))!)).toEqual({ ok: false, rejected: 'too-many-pixels' });
  });

  it('a header that lies about its size is caught by the decoder`s own pixel limit', async () => {
    expect(await processPhoto(await aBomb(), { type: 'image/png', width: 100, height: 100 })).toEqual({ ok: false, rejected: 'undecodable' });
  });

  it('headers without pixels, and a photo cut short, cannot be decoded', async () => {
    for (const bytes of [jpegHeader(), pngHeader(), webpHeader()]) expect((await processPhoto(bytes, sniffImage(bytes)!)).ok).toBe(false);
    const whole = await photo({ width: 600, height: 600, format: 'jpeg' });
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect(await processPhoto(cut, sniffImage(cut)!)).toEqual({ ok: false, rejected: 'undecodable' });
  });
});

describe('API-02: x-supported-image-formats', () => {
  it('API-02: the client`s list in its order; JPEG when it names neither; WebP first when there is no list', () => {
    expect(imageFormatsFrom('webp,jpeg')).toEqual(['webp', 'jpeg']);
    expect(imageFormatsFrom('jpeg, webp')).toEqual(['jpeg', 'webp']);
    expect(imageFormatsFrom('avif,webp,jpeg')).toEqual(['webp', 'jpeg']);
    expect(imageFormatsFrom('JPG')).toEqual(['jpeg']);
    expect(imageFormatsFrom('avif')).toEqual(['jpeg']);
    expect(imageFormatsFrom('gif,png')).toEqual(['jpeg']);
    expect(imageFormatsFrom(undefined)).toEqual(['webp', 'jpeg']);
    expect(imageFormatsFrom('')).toEqual(['webp', 'jpeg']);
  });
});
