/**
 * Which format a client gets its photos in (API-02 `x-supported-image-formats`, e.g. `webp,jpeg`): every photo
 * is stored as WebP and as JPEG, and answers name the files of the first format in the client's list that the
 * server makes. A client that lists neither gets JPEG, which every client decodes; a client that sends no list
 * gets WebP first, as the web client's own list says (every browser the app supports decodes WebP).
 */

export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const FORMAT_CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg' } as const satisfies Record<ImageFormat, string>;

/** The formats in order of preference when the client names none. */
export const DEFAULT_IMAGE_FORMATS: readonly ImageFormat[] = ['webp', 'jpeg'];

const ALIASES: Readonly<Record<string, ImageFormat>> = { webp: 'webp', jpeg: 'jpeg', jpg: 'jpeg', 'image/webp': 'webp', 'image/jpeg': 'jpeg' };

/** The client's formats in its order, from the header's value; JPEG alone when it names none the server makes. */
export const imageFormatsFrom = (header: string | undefined): readonly ImageFormat[] => {
  if (header === undefined || header.trim() === '') return DEFAULT_IMAGE_FORMATS;
  const named = header
    .split(',')
    .map((part) => ALIASES[part.split(';')[0]!.trim().toLowerCase()])
    .filter((format): format is ImageFormat => format !== undefined);
  return named.length === 0 ? ['jpeg'] : [...new Set(named)];
};
