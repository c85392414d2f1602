/**
 * core/media — the member's own photos (PROF-13..17, PROF-19).
 * Owns: the photos in profile order and the uploads under way as signals, the upload flow (placeholders, upload
 * with progress, hydration, the 20 s timeout, retry, replacing a photo), deleting, reordering and alternative text
 * with optimistic changes that roll back with a notice, the nine-photo rule, the photo modals, and loading one
 * image from its urls with the 5 s asset timeout.
 * Needs: `MediaApiPort` (the provider's media service), `PreviewUrlPort` (object URLs), the scheduler, a logger.
 * Exposes: the rules, the store, the use-cases, `ImageLoad` and the tokens below; fakes under ./testing.
 */
import { token } from '../shared';
import type { ManagePhotosUseCase } from './manage-photos.use-case';
import type { MediaApiPort, PreviewUrlPort } from './media-api.port';
import type { MediaStore } from './media.store';
import type { UploadPhotosUseCase } from './upload-photos.use-case';

export * from './media-photo';
export * from './media-timing';
export type * from './media-api.port';
export { MediaStore, type MediaNotice, type PhotoModal, type PhotosState, type UploadTile } from './media.store';
export { ManagePhotosUseCase, MediaErrorCode } from './manage-photos.use-case';
export { UploadPhotosUseCase } from './upload-photos.use-case';
export { ImageLoad, type ImageLoadState } from './image-load';

export const MEDIA = {
  Api: token<MediaApiPort>('media.Api'),
  Previews: token<PreviewUrlPort>('media.Previews'),
  Store: token<MediaStore>('media.Store'),
  Manage: token<ManagePhotosUseCase>('media.Manage'),
  Upload: token<UploadPhotosUseCase>('media.Upload'),
} as const;
