import type { Queryable } from '../db/database';
import type { ImageFormat } from './image-formats';

/** One stored file of a photo: a width in a format. */
export interface StoredVariant {
  readonly key: string;
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
}

/** A row of the media table: a reserved placeholder, or a stored file. */
export interface MediaRecord {
  readonly id: string;
  readonly userId: string;
  readonly mediaType: 'photo' | 'loop' | 'short_video';
  readonly state: 'placeholder' | 'ready';
  readonly position: number;
  readonly storageKey: string | null;
  readonly contentType: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly altText: string | null;
  /** Every width and format stored, widest first; empty when the photo is the one file `storageKey`. */
  readonly files: readonly StoredVariant[];
}

interface MediaRow {
  readonly id: string;
  readonly user_id: string;
  readonly media_type: MediaRecord['mediaType'];
  readonly state: MediaRecord['state'];
  readonly position: number;
  readonly storage_key: string | null;
  readonly content_type: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt_text: string | null;
  readonly files: readonly StoredVariant[] | null;
}

const COLUMNS = 'id, user_id, media_type, state, position, storage_key, content_type, width, height, alt_text, files';
const ORDER = 'ORDER BY position, created_at, id';

const toRecord = (row: MediaRow): MediaRecord => ({
  id: row.id,
  userId: row.user_id,
  mediaType: row.media_type,
  state: row.state,
  position: row.position,
  storageKey: row.storage_key,
  contentType: row.content_type,
  width: row.width,
  height: row.height,
  altText: row.alt_text,
  files: row.files ?? [],
});

const at = (ms: number): Date => new Date(ms);

/** The storage keys of a removed row: its main file and every variant. */
export interface RemovedMedia {
  readonly keys: readonly string[];
}

interface RemovedRow {
  readonly storage_key: string | null;
  readonly files: readonly StoredVariant[] | null;
}

const removedOf = (row: RemovedRow): RemovedMedia => ({
  keys: [...new Set([...(row.storage_key === null ? [] : [row.storage_key]), ...(row.files ?? []).map((file) => file.key)])],
});

export interface StoredFile {
  readonly storageKey: string;
  readonly contentType: string;
  /** All files of the photo together. */
  readonly byteSize: number;
  readonly width: number;
  readonly height: number;
  /** Every width and format, widest first; none for a photo that is the one file `storageKey`. */
  readonly files?: readonly StoredVariant[];
}

export const mediaRepository = {
  /** Serialises a member's media changes (the 9-photo limit is checked under this lock). */
  async lockMember(q: Queryable, userId: string): Promise<void> {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  },

  /** The photos (not placeholders) of every member listed, in profile order, in one query. */
  async readyOfMany(q: Queryable, userIds: readonly string[]): Promise<MediaRecord[]> {
    if (userIds.length === 0) return [];
    return (
      await q.query<MediaRow>(`SELECT ${COLUMNS} FROM media WHERE user_id = ANY($1::text[]) AND state = 'ready' ORDER BY user_id, position, created_at, id`, [
        [...userIds],
      ])
    ).map(toRecord);
  },

  /** Every media row of a member, placeholders included, in profile order. */
  async allOf(q: Queryable, userId: string): Promise<MediaRecord[]> {
    return (await q.query<MediaRow>(`SELECT ${COLUMNS} FROM media WHERE user_id = $1 ${ORDER}`, [userId])).map(toRecord);
  },

  /** The member's own media row; another member's id is no row at all. */
  async findOwned(q: Queryable, id: string, userId: string): Promise<MediaRecord | null> {
    const [row] = await q.query<MediaRow>(`SELECT ${COLUMNS} FROM media WHERE id = $1 AND user_id = $2`, [id, userId]);
    return row ? toRecord(row) : null;
  },

  /** Releases the member's placeholders reserved at or before `cutoff`. */
  async deletePlaceholdersUntil(q: Queryable, userId: string, cutoff: number): Promise<void> {
    await q.query("DELETE FROM media WHERE user_id = $1 AND state = 'placeholder' AND created_at <= $2", [userId, at(cutoff)]);
  },

  async insertPlaceholders(q: Queryable, userId: string, placeholders: ReadonlyArray<{ readonly id: string; readonly position: number }>, now: number): Promise<void> {
    for (const placeholder of placeholders) {
      await q.query("INSERT INTO media (id, user_id, state, position, created_at, updated_at) VALUES ($1, $2, 'placeholder', $3, $4, $4)", [
        placeholder.id,
        userId,
        placeholder.position,
        at(now),
      ]);
    }
  },

  /** Fills a placeholder with its stored file; null when it is gone or already filled. */
  async fill(q: Queryable, id: string, userId: string, file: StoredFile, now: number): Promise<MediaRecord | null> {
    const [row] = await q.query<MediaRow>(
      `UPDATE media SET state = 'ready', storage_key = $3, content_type = $4, byte_size = $5, width = $6, height = $7, files = $8::jsonb, updated_at = $9
       WHERE id = $1 AND user_id = $2 AND state = 'placeholder' RETURNING ${COLUMNS}`,
      [id, userId, file.storageKey, file.contentType, file.byteSize, file.width, file.height, JSON.stringify(file.files ?? []), at(now)],
    );
    return row ? toRecord(row) : null;
  },

  /** A photo stored at `position` in one step (no placeholder first). */
  async insertReady(q: Queryable, id: string, userId: string, position: number, file: StoredFile, now: number): Promise<MediaRecord> {
    const [row] = await q.query<MediaRow>(
      `INSERT INTO media (id, user_id, state, position, storage_key, content_type, byte_size, width, height, files, created_at, updated_at)
       VALUES ($1, $2, 'ready', $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $10) RETURNING ${COLUMNS}`,
      [id, userId, position, file.storageKey, file.contentType, file.byteSize, file.width, file.height, JSON.stringify(file.files ?? []), at(now)],
    );
    return toRecord(row!);
  },

  async setPosition(q: Queryable, id: string, userId: string, position: number, now: number): Promise<void> {
    await q.query('UPDATE media SET position = $3, updated_at = $4 WHERE id = $1 AND user_id = $2', [id, userId, position, at(now)]);
  },

  async setAltText(q: Queryable, id: string, userId: string, altText: string | null, now: number): Promise<MediaRecord | null> {
    const [row] = await q.query<MediaRow>(`UPDATE media SET alt_text = $3, updated_at = $4 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`, [
      id,
      userId,
      altText,
      at(now),
    ]);
    return row ? toRecord(row) : null;
  },

  /** Deletes the member's row; answers whether there was one and the files it pointed at. */
  async delete(q: Queryable, id: string, userId: string): Promise<RemovedMedia | null> {
    const [row] = await q.query<RemovedRow>('DELETE FROM media WHERE id = $1 AND user_id = $2 RETURNING storage_key, files', [id, userId]);
    return row ? removedOf(row) : null;
  },

  /** Deletes every media row of a member; answers the files they pointed at. */
  async deleteAllOf(q: Queryable, userId: string): Promise<RemovedMedia[]> {
    return (await q.query<RemovedRow>('DELETE FROM media WHERE user_id = $1 RETURNING storage_key, files', [userId])).map(removedOf);
  },
};
