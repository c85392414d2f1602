/**
 * Reads what a picture file carries besides its pixels, straight from its bytes (no image library in between):
 * the JPEG segments (APP0..APP15, COM) and the WebP and PNG chunks, and the GPS position of an EXIF block, so a
 * test can prove a file carries no metadata at all, and that a test photo really carried some before.
 */

const u16be = (b: Uint8Array, at: number): number => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number): number => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number): number => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const text = (b: Uint8Array, at: number, length: number): string => String.fromCharCode(...b.subarray(at, at + length));

/** The segment names of a JPEG up to its image data: `APP0:JFIF`, `APP1:Exif`, `APP1:XMP`, `APP2:ICC`, `COM`, `DQT`… */
export const jpegSegments = (b: Uint8Array): string[] => {
  const names: string[] = [];
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = u16be(b, at + 2);
    const payload = text(b, at + 4, Math.min(length - 2, 32));
    if (marker >= 0xe0 && marker <= 0xef) {
      const id = payload.startsWith('Exif') ? 'Exif' : payload.startsWith('http://ns.adobe.com/xap') ? 'XMP' : payload.startsWith('ICC_PROFILE') ? 'ICC' : payload.split('\0')[0];
      names.push(`APP${marker - 0xe0}:${id}`);
    } else if (marker === 0xfe) names.push('COM');
    else names.push({ 0xdb: 'DQT', 0xc4: 'DHT', 0xdd: 'DRI' }[marker] ?? `SOF${marker - 0xc0}`);
    at += 2 + length;
  }
  return names;
};

/** The chunk names of a WebP (RIFF) file: `VP8 `, `VP8L`, `VP8X`, `ALPH`, `ICCP`, `EXIF`, `XMP `… */
export const webpChunks = (b: Uint8Array): string[] => {
  const names: string[] = [];
  for (let at = 12; at + 8 <= b.length; ) {
    names.push(text(b, at, 4));
    const size = u32le(b, at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
};

/** The chunk names of a PNG file: `IHDR`, `IDAT`, `eXIf`, `iTXt`, `iCCP`… */
export const pngChunks = (b: Uint8Array): string[] => {
  const names: string[] = [];
  for (let at = 8; at + 8 <= b.length; ) {
    const size = u32be(b, at);
    names.push(text(b, at + 4, 4));
    at += 12 + size;
  }
  return names;
};

/** The GPS position in a JPEG's EXIF block (APP1), or null when there is none. */
export const jpegGps = (b: Uint8Array): { lat: number; lng: number } | null => {
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff && b[at + 1] !== 0xda) {
    const length = u16be(b, at + 2);
    if (b[at + 1] === 0xe1 && text(b, at + 4, 4) === 'Exif') return exifGps(b.subarray(at + 10, at + 2 + length));
    at += 2 + length;
  }
  return null;
};

/** GPS latitude and longitude from a TIFF-structured EXIF block (IFD0 → GPS IFD, tag 0x8825). */
const exifGps = (tiff: Uint8Array): { lat: number; lng: number } | null => {
  const little = text(tiff, 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u32le(tiff, at) : u32be(tiff, at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => {
      const entry = ifd + 2 + i * 12;
      return { tag: u16(entry), count: u32(entry + 4), value: u32(entry + 8), at: entry + 8 };
    });
  const pointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  if (pointer === undefined) return null;
  const gps = entries(pointer.value);
  const rationals = (tag: number) => {
    const entry = gps.find((e) => e.tag === tag);
    if (entry === undefined) return null;
    const [d, m, s] = [0, 1, 2].map((i) => u32(entry.value + i * 8) / u32(entry.value + i * 8 + 4));
    return d! + m! / 60 + s! / 3600;
  };
  const ref = (tag: number) => String.fromCharCode(tiff[gps.find((e) => e.tag === tag)?.at ?? 0] ?? 0);
  const lat = rationals(2);
  const lng = rationals(4);
  if (lat === null || lng === null) return null;
  return { lat: ref(1) === 'S' ? -lat : lat, lng: ref(3) === 'W' ? -lng : lng };
};
