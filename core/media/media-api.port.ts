import type { UploadFile } from '../api';
import type { AppError, Result } from '../shared';
import type { MediaPhoto } from './media-photo';

/** An upload under way: its answer, and a way to stop it (the 20 s timeout). */
export interface MediaUpload {
  /**
   * The photo the placeholder became (the hydration notice), or `null` when the server took the bytes but has not
   * said yet what they became (the flow then asks for it after the nudge wait, PROF-14).
   */
  readonly done: Promise<Result<MediaPhoto | null, AppError>>;
  cancel(): void;
}

/**
 * What the member's photos need from the provider's media service (PROF-13..16). Failures carry the server's
 * numeric code (40900 over 9 photos, 41300 too large, 50020 not a photo, 42901 too many uploads, 40400 gone).
 */
export interface MediaApiPort {
  /** The member's own photos, in profile order. */
  list(): Promise<Result<readonly MediaPhoto[], AppError>>;
  /** PROF-13: `count` new placeholders at the end of the profile. */
  createPlaceholders(count: number): Promise<Result<readonly string[], AppError>>;
  /** PROF-13: one image into its placeholder; `onProgress` hears the fraction sent (0..1). */
  upload(placeholderId: string, file: UploadFile, onProgress: (fraction: number) => void): MediaUpload;
  /** PROF-15: a photo or an empty placeholder goes. */
  remove(id: string): Promise<Result<void, AppError>>;
  /** PROF-15: every photo once, in the new order; answers the photos in it. */
  reorder(ids: readonly string[]): Promise<Result<readonly MediaPhoto[], AppError>>;
  /** PROF-15: a photo's alternative text (`null` removes it). */
  updateDetails(id: string, altText: string | null): Promise<Result<MediaPhoto, AppError>>;
}

/** Object URLs of local files, for previews while they upload (the browser's `URL.createObjectURL`). */
export interface PreviewUrlPort {
  create(file: UploadFile): string;
  revoke(url: string): void;
}
