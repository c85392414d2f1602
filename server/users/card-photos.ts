/**
 * The photos of many members in one statement, in profile order, as the media module's items show them: the
 * photo function cards are loaded with (member-cards.ts) when the media module offers none of its own.
 */
import type { Queryable } from '../db/database';
import { mediaUrl } from '../media/media-storage.port';
import type { CardPhoto } from './member-card';

/** The photos of each of these members (a member without photos is absent from the map). */
export type PhotosOfMany = (userIds: readonly string[]) => Promise<ReadonlyMap<string, readonly CardPhoto[]>>;

interface PhotoRow {
  readonly id: string;
  readonly user_id: string;
  readonly media_type: string;
  readonly storage_key: string;
  readonly content_type: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt_text: string | null;
}

export const photosOfManyFromMedia =
  (db: Queryable): PhotosOfMany =>
  async (userIds) => {
    const photos = new Map<string, CardPhoto[]>();
    if (userIds.length === 0) return photos;
    const rows = await db.query<PhotoRow>(
      `SELECT id, user_id, media_type, storage_key, content_type, width, height, alt_text FROM media
       WHERE user_id = ANY($1::text[]) AND state = 'ready' ORDER BY user_id, position, created_at, id`,
      [[...userIds]],
    );
    for (const row of rows) {
      const list = photos.get(row.user_id) ?? [];
      list.push({
        id: row.id,
        type: row.media_type,
        url: mediaUrl(row.storage_key),
        content_type: row.content_type,
        width: row.width,
        height: row.height,
        alt_text: row.alt_text,
      });
      photos.set(row.user_id, list);
    }
    return photos;
  };
