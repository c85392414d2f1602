/**
 * Where media files live, behind a port so that an S3-compatible object store can replace the local folder
 * (docs/api.md, "Media storage"). Keys are public (they appear in `/media/<key>` URLs): `/`-separated segments
 * of letters, digits, `-` and `_`, ending in the extension of the file's type, which fixes how it is served.
 */

/** The types the store holds, by key extension. SVG is for generated pictures only: uploads never accept it. */
export const MEDIA_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;

export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[MediaExtension];

export interface StoredMedia {
  readonly bytes: Uint8Array;
  readonly contentType: MediaContentType;
}

export interface MediaStorage {
  /** Stores a file under `key` (replacing any); `contentType` must be the one of the key's extension. */
  put(key: string, bytes: Uint8Array, contentType: MediaContentType): Promise<void>;
  /** The file, or null when there is none (or the key is not a media key). */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the file; removing a missing one is fine. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,3}\.(jpg|png|webp|svg)$/;

/** Whether `key` is a well-formed media key: no dots but the extension's, so no path can leave the store. */
export const isMediaKey = (key: string): boolean => key.length <= 300 && KEY.test(key);

/** The content type a key's extension stands for, or null for a malformed key. */
export const contentTypeOfKey = (key: string): MediaContentType | null => {
  if (!isMediaKey(key)) return null;
  return MEDIA_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as MediaExtension];
};

/** The extension of a content type, for building keys. */
export const extensionOf = (contentType: MediaContentType): MediaExtension =>
  (Object.keys(MEDIA_CONTENT_TYPES) as MediaExtension[]).find((extension) => MEDIA_CONTENT_TYPES[extension] === contentType)!;

/** The public path a stored file is served at. */
export const mediaUrl = (key: string): string => `/media/${key}`;
