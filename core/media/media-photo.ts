/** One size of a photo the server made (PROF-13: three widths per photo). */
export interface ProcessedFile {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** The media types of the provider's media service (PROF-15); the grid shows photos. */
export type MediaType = 'photo' | 'loop' | 'short_video';

/** One of the member's own photos, as the media service answers it. */
export interface MediaPhoto {
  readonly id: string;
  readonly type: MediaType;
  /** The largest size; the fallback when `processedFiles` is empty. */
  readonly url: string;
  /** Widest first. */
  readonly processedFiles: readonly ProcessedFile[];
  readonly width: number;
  readonly height: number;
  /** Read aloud in place of the photo; null when the member wrote none. */
  readonly altText: string | null;
}

/** PROF-16: a profile holds at most 9 photos. */
export const MAX_PHOTOS = 9;

/** The server's limit on alternative text. */
export const ALT_TEXT_MAX = 250;

/** PROF-16: how many more photos fit beside `count` (photos and uploads under way). */
export const slotsLeft = (count: number): number => Math.max(0, MAX_PHOTOS - Math.max(0, count));

/** PROF-16: of `offered` files, how many may be added beside `count`; the rest are refused. */
export const admitted = (count: number, offered: number): number => Math.min(Math.max(0, offered), slotsLeft(count));

/** PROF-17: a `srcset` from the sizes (`… 1080w, … 640w`); empty when there are none. */
export const srcSetOf = (photo: Pick<MediaPhoto, 'processedFiles'>): string =>
  photo.processedFiles.map((file) => `${file.url} ${file.width}w`).join(', ');

/**
 * PROF-17: the urls to try in turn when one fails to load: the sizes from the smallest that is at least `width`
 * wide, then the rest, then `url`; each once.
 */
export const candidateUrls = (photo: Pick<MediaPhoto, 'processedFiles' | 'url'>, width = 0): readonly string[] => {
  const ascending = [...photo.processedFiles].sort((a, b) => a.width - b.width);
  const fit = ascending.findIndex((file) => file.width >= width);
  const ordered = fit < 0 ? [...ascending].reverse() : [...ascending.slice(fit), ...ascending.slice(0, fit).reverse()];
  return [...new Set([...ordered.map((file) => file.url), photo.url].filter((url) => url !== ''))];
};

/** Moves the item at `from` to `to` (clamped); the others keep their order. */
export const moved = <T>(items: readonly T[], from: number, to: number): readonly T[] => {
  if (from < 0 || from >= items.length) return items;
  // Stryker disable next-line ArithmeticOperator: equivalent, a target past the shortened list is appended, as at its last index
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
};
