import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { photoTypeOf, sniffImage } from './image-sniff';
import { jpegHeader, NOT_PHOTOS, pngHeader, realPng, webpHeader, webpLosslessHeader, webpLossyHeader } from './testing/images';

describe('sniffImage: the type comes from the bytes', () => {
  it('reads JPEG, PNG and the three kinds of WebP, with their size', () => {
    expect(sniffImage(jpegHeader(640, 800))).toEqual({ type: 'image/jpeg', width: 640, height: 800 });
    expect(sniffImage(pngHeader(1080, 1350))).toEqual({ type: 'image/png', width: 1080, height: 1350 });
    expect(sniffImage(realPng())).toEqual({ type: 'image/png', width: 1, height: 1 });
    expect(sniffImage(webpHeader(1200, 1500))).toEqual({ type: 'image/webp', width: 1200, height: 1500 });
    expect(sniffImage(webpLosslessHeader(300, 200))).toEqual({ type: 'image/webp', width: 300, height: 200 });
    expect(sniffImage(webpLossyHeader(512, 384))).toEqual({ type: 'image/webp', width: 512, height: 384 });
  });

  it('refuses what is not a JPEG, PNG or WebP: SVG, HTML, GIF, text, bare magic numbers, other RIFF files, absurd sizes', () => {
    for (const [name, file] of Object.entries(NOT_PHOTOS)) expect(sniffImage(file), name).toBeNull();
  });

  it('a photo cut short anywhere before its size is refused, never misread', () => {
    // The header that gives the size is complete at byte 33 (PNG: the IHDR chunk), 29 (this JPEG) and 30 (WebP).
    for (const [file, sizeEnd] of [[pngHeader(), 33], [jpegHeader(), 29], [webpHeader(), 30]] as const) {
      for (let length = 0; length < sizeEnd; length += 1) expect(sniffImage(file.subarray(0, length)), `${length} bytes`).toBeNull();
      expect(sniffImage(file.subarray(0, sizeEnd))).not.toBeNull();
    }
  });

  it('random bytes never throw, and whatever passes starts with one of the three magic numbers', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 96 }), fc.constantFrom(new Uint8Array(0), jpegHeader(), pngHeader(), webpHeader()), (noise, prefix) => {
        const file = new Uint8Array([...prefix.subarray(0, noise.length % (prefix.length + 1)), ...noise]);
        const image = sniffImage(file);
        if (image === null) return;
        const head = Buffer.from(file.subarray(0, 12));
        const magic =
          image.type === 'image/jpeg'
            ? head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
            : image.type === 'image/png'
              ? head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
              : head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
        expect(magic).toBe(true);
        expect(image.width).toBeGreaterThanOrEqual(1);
        expect(image.height).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('photoTypeOf', () => {
  it('names the three photo types, ignoring parameters and case, and nothing else', () => {
    expect(photoTypeOf('image/jpeg')).toBe('image/jpeg');
    expect(photoTypeOf('Image/PNG; charset=binary')).toBe('image/png');
    expect(photoTypeOf('image/webp')).toBe('image/webp');
    for (const other of ['image/svg+xml', 'image/gif', 'image/jpg', 'application/octet-stream', 'text/html', '', undefined]) expect(photoTypeOf(other)).toBeNull();
  });
});
