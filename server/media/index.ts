/**
 * server/media — members' photos (PROF-13..16, EP-063..067, D2 section 7 Media; issue 3 item 8; the photo
 * pipeline of issues 7, 11 and 12).
 * Owns: the media table, placeholders, uploads checked by their bytes and re-encoded by the image pipeline
 * (decoded, turned upright, every bit of metadata dropped, three widths as WebP and JPEG), order, details,
 * deletion, and serving the files at `/media/<key>`. Files sit behind the `MediaStorage` port;
 * `FileMediaStorage` keeps them in `${DATA_DIR}/media` (an S3-compatible store can replace it: docs/api.md).
 * Needs: the auth module (member and onboarding tokens), the database and clock.
 * Exposes: the service (a member's photos, one member or a page of them, in the client's formats; adding a
 * photo in one step; removing all of a member's), the image formats of a client's header, the storage (the demo
 * world stores its generated pictures through it), and the route registrations.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../auth';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { FileMediaStorage } from './file-media-storage';
import { registerMediaFileRoutes } from './media-files.routes';
import type { MediaStorage } from './media-storage.port';
import { registerMediaRoutes } from './media.routes';
import { MediaService } from './media.service';

export { FileMediaStorage } from './file-media-storage';
export { MEDIA_CACHE_CONTROL } from './media-files.routes';
export {
  contentTypeOfKey,
  isMediaKey,
  mediaUrl,
  MEDIA_CONTENT_TYPES,
  type MediaContentType,
  type MediaStorage,
  type StoredMedia,
} from './media-storage.port';
export { DEFAULT_IMAGE_FORMATS, imageFormatsFrom, IMAGE_FORMATS, type ImageFormat } from './image-formats';
export { MAX_PHOTO_PIXELS, PHOTO_WIDTHS } from './image-pipeline';
export { photoTypeOf, PHOTO_TYPES, type PhotoType } from './image-sniff';
export {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  UPLOADS_PER_HOUR,
  type MediaItem,
  type MediaService,
  type ProcessedFileLink,
  type UploadOptions,
} from './media.service';

/** The configured storage: the `media` folder of DATA_DIR. */
export const mediaStorageFor = (config: Pick<ServerConfig, 'dataDir'>): MediaStorage => new FileMediaStorage(join(config.dataDir, 'media'));

export interface MediaModule {
  readonly service: MediaService;
  readonly storage: MediaStorage;
  /** The media service's API routes (inside the API plugin). */
  registerRoutes(api: FastifyInstance): void;
  /** `GET /media/<key>`, beside the API. */
  registerFileRoutes(app: FastifyInstance): void;
}

export const createMediaModule = (ctx: ServerContext, deps: { readonly auth: AuthModule; readonly storage?: MediaStorage }): MediaModule => {
  const storage = deps.storage ?? mediaStorageFor(ctx.config);
  const service = new MediaService({
    db: ctx.db,
    clock: ctx.clock,
    storage,
    onOrphanedFile: (key, error) => ctx.log.warn({ err: error, key }, 'media file left behind'),
  });
  return {
    service,
    storage,
    registerRoutes: (api) => registerMediaRoutes(api, { media: service, signedIn: deps.auth.guards.signedIn }),
    registerFileRoutes: (app) => registerMediaFileRoutes(app, { storage }),
  };
};
