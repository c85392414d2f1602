/**
 * Members' photos (PROF-13..16, D2 section 7 Media): placeholders are reserved first, then each is filled by
 * one upload, checked by its bytes; photos are ordered, described and deleted. A member has at most 9, counting
 * reserved placeholders. Every id is looked up together with its owner, so another member's id is not found.
 * Nothing is written for a refused request: a file is stored only after every check passed, and removed again
 * when its row could not be written.
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import type { Failure } from '../http/failure';
import { newId, newToken } from '../platform/secrets';
import { sniffImage, type PhotoType } from './image-sniff';
import { mediaFailure } from './media-failures';
import { extensionOf, mediaUrl, type MediaStorage } from './media-storage.port';
import { mediaRepository as media, type MediaRecord } from './media.repository';

/** PROF-16: at most 9 photos on a profile. */
export const MAX_PHOTOS = 9;
/** The largest photo accepted (larger bodies are 413/41300). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** A placeholder never filled is released after this long (a client gives up on an upload after 20 s, PROF-14). */
export const PLACEHOLDER_TTL_MS = 60 * 60_000;

/** A photo as the API shows it. */
export interface MediaItem {
  readonly id: string;
  readonly type: MediaRecord['mediaType'];
  readonly url: string;
  readonly content_type: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt_text: string | null;
}

const itemOf = (record: MediaRecord): MediaItem => ({
  id: record.id,
  type: record.mediaType,
  url: mediaUrl(record.storageKey ?? ''),
  content_type: record.contentType ?? '',
  width: record.width,
  height: record.height,
  alt_text: record.altText,
});

const isReady = (record: MediaRecord): boolean => record.state === 'ready';

export interface MediaServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: MediaStorage;
  /** A file that could not be removed stays behind unreferenced; it is reported, not failed on. */
  readonly onOrphanedFile: (key: string, error: unknown) => void;
}

export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  /** A member's photos in profile order (placeholders not included). */
  async photosOf(userId: string): Promise<MediaItem[]> {
    return (await media.allOf(this.deps.db, userId)).filter(isReady).map(itemOf);
  }

  /** PROF-13: reserves `count` placeholders at the end of the profile. */
  async createPlaceholders(userId: string, count: number): Promise<Result<string[], Failure>> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await media.lockMember(tx, userId);
      await media.deletePlaceholdersUntil(tx, userId, now - PLACEHOLDER_TTL_MS);
      const existing = await media.allOf(tx, userId);
      if (existing.length + count > MAX_PHOTOS) return err(mediaFailure.tooMany(MAX_PHOTOS));
      const last = existing.reduce((max, record) => Math.max(max, record.position), -1);
      const placeholders = Array.from({ length: count }, (_, i) => ({ id: newId(), position: last + 1 + i }));
      await media.insertPlaceholders(tx, userId, placeholders, now);
      return ok(placeholders.map((placeholder) => placeholder.id));
    });
  }

  /** PROF-13: fills a placeholder with a photo whose bytes are of the declared type. */
  async upload(userId: string, placeholderId: string, declaredType: PhotoType, bytes: Uint8Array): Promise<Result<MediaItem, Failure>> {
    const image = sniffImage(bytes);
    if (image === null) return err(mediaFailure.photoInvalid());
    if (image.type !== declaredType) return err(mediaFailure.typeMismatch());
    const placeholder = await media.findOwned(this.deps.db, placeholderId, userId);
    if (placeholder === null) return err(mediaFailure.notFound());
    if (isReady(placeholder)) return err(mediaFailure.alreadyUploaded());

    const storageKey = `photos/${newToken()}.${extensionOf(image.type)}`;
    await this.deps.storage.put(storageKey, bytes, image.type);
    const file = { storageKey, contentType: image.type, byteSize: bytes.byteLength, width: image.width, height: image.height };
    let filled: MediaRecord | null = null;
    try {
      filled = await media.fill(this.deps.db, placeholderId, userId, file, this.deps.clock.now());
    } finally {
      // Deleted or filled by a concurrent request meanwhile (or the write failed): the file has no row.
      if (filled === null) await this.#removeFile(storageKey);
    }
    if (filled === null) return err((await media.findOwned(this.deps.db, placeholderId, userId)) ? mediaFailure.alreadyUploaded() : mediaFailure.notFound());
    return ok(itemOf(filled));
  }

  /** PROF-15: the member's photos in a new order; `ids` must list each of them exactly once. */
  async reorder(userId: string, ids: readonly string[]): Promise<Result<MediaItem[], Failure>> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await media.lockMember(tx, userId);
      const all = await media.allOf(tx, userId);
      const owned = new Map(all.map((record) => [record.id, record]));
      if (ids.some((id) => !owned.has(id))) return err(mediaFailure.notFound());
      const photos = all.filter(isReady);
      const listed = new Set(ids);
      if (listed.size !== ids.length || ids.length !== photos.length || ids.some((id) => !isReady(owned.get(id)!))) {
        return err(mediaFailure.notAPermutation());
      }
      // Placeholders keep their relative order after the photos.
      const order = [...ids, ...all.filter((record) => !isReady(record)).map((record) => record.id)];
      for (const [position, id] of order.entries()) {
        if (owned.get(id)!.position !== position) await media.setPosition(tx, id, userId, position, now);
      }
      return ok(ids.map((id) => itemOf(owned.get(id)!)));
    });
  }

  /** PROF-15: changes a photo's details (its alternative text; null or '' removes it). */
  async updateDetails(userId: string, id: string, details: { readonly altText?: string | null }): Promise<Result<MediaItem, Failure>> {
    const current = await media.findOwned(this.deps.db, id, userId);
    if (current === null) return err(mediaFailure.notFound());
    if (!isReady(current)) return err(mediaFailure.notUploaded());
    if (details.altText === undefined) return ok(itemOf(current));
    const altText = details.altText === null || details.altText.trim() === '' ? null : details.altText.trim();
    const updated = await media.setAltText(this.deps.db, id, userId, altText, this.deps.clock.now());
    return updated === null ? err(mediaFailure.notFound()) : ok(itemOf(updated));
  }

  /** PROF-13, PROF-15: deletes a photo or a placeholder, and its file. */
  async remove(userId: string, id: string): Promise<Result<void, Failure>> {
    const removed = await media.delete(this.deps.db, id, userId);
    if (removed === null) return err(mediaFailure.notFound());
    if (removed.storageKey !== null) await this.#removeFile(removed.storageKey);
    return ok(undefined);
  }

  async #removeFile(key: string): Promise<void> {
    try {
      await this.deps.storage.delete(key);
    } catch (error) {
      this.deps.onOrphanedFile(key, error);
    }
  }
}
