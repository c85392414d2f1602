/**
 * Seeded photos stored like uploaded ones: the file in the media storage under `demo/<member>/<n>.svg`, and a
 * ready row in the media table at its position, so the media module lists, orders, serves and deletes them as
 * it does any photo.
 */
import type { Queryable } from '../db/database';
import type { MediaStorage } from '../media/media-storage.port';
import { sha256 } from '../platform/secrets';
import type { DemoPhoto, DemoPhotoStore } from './demo-seed';

export const demoPhotoKey = (photo: Pick<DemoPhoto, 'userId' | 'index'>): string => `demo/${photo.userId}/${photo.index}.svg`;

/** Fixed by the member and the position, like every id of the demo world. */
export const demoPhotoId = (photo: Pick<DemoPhoto, 'userId' | 'index'>): string => sha256(`demo-photo:${photo.userId}:${photo.index}`).slice(0, 24);

/** Rows per INSERT (13 parameters each). */
const CHUNK = 400;

export const mediaPhotoStore = (files: Pick<MediaStorage, 'put'>): DemoPhotoStore => ({
  async add(tx: Queryable, photos: readonly DemoPhoto[], now: number) {
    // Files first: a failed transaction leaves files nobody points at, which the next seed overwrites.
    const pending = [...photos];
    const writers = Array.from({ length: 16 }, async () => {
      for (let photo = pending.pop(); photo !== undefined; photo = pending.pop()) await files.put(demoPhotoKey(photo), photo.bytes, photo.contentType);
    });
    await Promise.all(writers);
    for (let start = 0; start < photos.length; start += CHUNK) {
      const params: unknown[] = [];
      const rows = photos.slice(start, start + CHUNK).map((photo) => {
        const base = params.length;
        params.push(demoPhotoId(photo), photo.userId, photo.index, demoPhotoKey(photo), photo.contentType, photo.bytes.byteLength, photo.width, photo.height, photo.altText, new Date(now));
        const p = (i: number) => `$${base + i}`;
        return `(${p(1)}, ${p(2)}, 'photo', 'ready', ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}, ${p(10)})`;
      });
      await tx.query(
        `INSERT INTO media (id, user_id, media_type, state, position, storage_key, content_type, byte_size, width, height, alt_text, created_at, updated_at)
         VALUES ${rows.join(', ')}`,
        params,
      );
    }
  },
});
