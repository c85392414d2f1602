/**
 * Members' photos (PROF-13..16, D2 section 7 Media): placeholders are reserved first, then each is filled by
 * one upload, checked by its bytes and re-encoded by the image pipeline (image-pipeline.ts: metadata stripped,
 * three widths, WebP and JPEG); photos are ordered, described and deleted. A member has at most 9, counting
 * reserved placeholders. Every id is looked up together with its owner, so another member's id is not found.
 * Nothing is written for a refused request: files are stored only after every check passed, and removed again
 * when their row could not be written.
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import { waitForWindow } from '../auth/send-limits';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId, newToken } from '../platform/secrets';
import { DEFAULT_IMAGE_FORMATS, FORMAT_CONTENT_TYPES, type ImageFormat } from './image-formats';
import { processPhoto, type ProcessedPhoto } from './image-pipeline';
import { sniffImage, type PhotoType, type SniffedImage } from './image-sniff';
import { mediaFailure } from './media-failures';
import { mediaUrl, type MediaStorage } from './media-storage.port';
import { mediaRepository as media, type MediaRecord, type RemovedMedia, type StoredFile, type StoredVariant } from './media.repository';

/** PROF-16: at most 9 photos on a profile. */
export const MAX_PHOTOS = 9;
/** The largest photo accepted (larger bodies are 413/41300). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** A placeholder never filled is released after this long (a client gives up on an upload after 20 s, PROF-14). */
export const PLACEHOLDER_TTL_MS = 60 * 60_000;
/** Uploads one member may make in any hour: re-encoding costs the server real work. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/** One stored size of a photo, for `srcset`: `url 640w`. */
export interface ProcessedFileLink {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** A photo as the API shows it (the provider's shape): `url` is the largest of `processedFiles`, widest first. */
export interface MediaItem {
  readonly id: string;
  readonly type: MediaRecord['mediaType'];
  readonly url: string;
  readonly processedFiles: readonly ProcessedFileLink[];
  /** The type of the files named (WebP or JPEG as the client asked; SVG for generated pictures). */
  readonly content_type: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt_text: string | null;
}

/** The stored variants in the first format of `formats` that the photo has (JPEG when none is). */
const variantsIn = (files: readonly StoredVariant[], formats: readonly ImageFormat[]): readonly StoredVariant[] => {
  const format = [...formats, 'jpeg' as const].find((wanted) => files.some((file) => file.format === wanted)) ?? files[0]!.format;
  return files.filter((file) => file.format === format);
};

const itemOf = (record: MediaRecord, formats: readonly ImageFormat[]): MediaItem => {
  const common = { id: record.id, type: record.mediaType, alt_text: record.altText };
  if (record.files.length === 0) {
    // One file only (a generated vector picture): it is every size.
    const url = mediaUrl(record.storageKey ?? '');
    const size = record.width === null || record.height === null ? [] : [{ url, width: record.width, height: record.height }];
    return { ...common, url, processedFiles: size, content_type: record.contentType ?? '', width: record.width, height: record.height };
  }
  const files = variantsIn(record.files, formats);
  const largest = files[0]!;
  return {
    ...common,
    url: mediaUrl(largest.key),
    processedFiles: files.map((file) => ({ url: mediaUrl(file.key), width: file.width, height: file.height })),
    content_type: FORMAT_CONTENT_TYPES[largest.format],
    width: largest.width,
    height: largest.height,
  };
};

const isReady = (record: MediaRecord): boolean => record.state === 'ready';

const EXTENSIONS: Readonly<Record<ImageFormat, string>> = { webp: 'webp', jpeg: 'jpg' };

export interface MediaServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: MediaStorage;
  /** A file that could not be removed stays behind unreferenced; it is reported, not failed on. */
  readonly onOrphanedFile: (key: string, error: unknown) => void;
}

/** How an upload is read: the type the client declared (checked against the bytes), and the formats it reads. */
export interface UploadOptions {
  /** The declared Content-Type; the bytes must be of this type (415/41500 otherwise). Omitted: any photo type. */
  readonly declaredType?: PhotoType;
  /** The formats of the answer (`imageFormatsFrom` the client's header); WebP first when omitted. */
  readonly formats?: readonly ImageFormat[];
}

export class MediaService {
  /** Upload times per member within the last hour. */
  readonly #uploads = new Map<string, number[]>();

  constructor(private readonly deps: MediaServiceDeps) {}

  /** A member's photos in profile order (placeholders not included), with their files in the client's formats. */
  async photosOf(userId: string, formats: readonly ImageFormat[] = DEFAULT_IMAGE_FORMATS): Promise<MediaItem[]> {
    return (await this.photosOfMany([userId], formats)).get(userId) ?? [];
  }

  /** The photos of every member listed, in one query: a map with an entry (maybe empty) for each id asked for. */
  async photosOfMany(userIds: readonly string[], formats: readonly ImageFormat[] = DEFAULT_IMAGE_FORMATS): Promise<Map<string, MediaItem[]>> {
    const photos = new Map<string, MediaItem[]>(userIds.map((id) => [id, []]));
    for (const record of await media.readyOfMany(this.deps.db, [...new Set(userIds)])) photos.get(record.userId)?.push(itemOf(record, formats));
    return photos;
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
  async upload(userId: string, placeholderId: string, declaredType: PhotoType, bytes: Uint8Array, formats?: readonly ImageFormat[]): Promise<Result<MediaItem, Failure>> {
    const checked = this.#check(bytes, declaredType);
    if (!checked.ok) return checked;
    const placeholder = await media.findOwned(this.deps.db, placeholderId, userId);
    if (placeholder === null) return err(mediaFailure.notFound());
    if (isReady(placeholder)) return err(mediaFailure.alreadyUploaded());
    const stored = await this.#processAndStore(userId, bytes, checked.value);
    if (!stored.ok) return stored;

    let filled: MediaRecord | null = null;
    try {
      filled = await media.fill(this.deps.db, placeholderId, userId, stored.value, this.deps.clock.now());
    } finally {
      // Deleted or filled by a concurrent request meanwhile (or the write failed): the files have no row.
      if (filled === null) await this.#removeFiles(keysOf(stored.value));
    }
    if (filled === null) return err((await media.findOwned(this.deps.db, placeholderId, userId)) ? mediaFailure.alreadyUploaded() : mediaFailure.notFound());
    return ok(itemOf(filled, formats ?? DEFAULT_IMAGE_FORMATS));
  }

  /**
   * A photo added in one step, at the end of the profile (onboarding's single upload, ONB photos): checked and
   * re-encoded like any upload; 409/40900 when the member already has 9.
   */
  async addPhoto(userId: string, bytes: Uint8Array, options: UploadOptions = {}): Promise<Result<MediaItem, Failure>> {
    const checked = this.#check(bytes, options.declaredType);
    if (!checked.ok) return checked;
    const stored = await this.#processAndStore(userId, bytes, checked.value);
    if (!stored.ok) return stored;
    const now = this.deps.clock.now();
    let added: Result<MediaRecord, Failure> | null = null;
    try {
      added = await this.deps.db.transaction(async (tx) => {
        await media.lockMember(tx, userId);
        await media.deletePlaceholdersUntil(tx, userId, now - PLACEHOLDER_TTL_MS);
        const existing = await media.allOf(tx, userId);
        if (existing.length >= MAX_PHOTOS) return err(mediaFailure.tooMany(MAX_PHOTOS));
        const position = existing.reduce((max, record) => Math.max(max, record.position), -1) + 1;
        return ok(await media.insertReady(tx, newId(), userId, position, stored.value, now));
      });
    } finally {
      if (added === null || !added.ok) await this.#removeFiles(keysOf(stored.value));
    }
    return added.ok ? ok(itemOf(added.value, options.formats ?? DEFAULT_IMAGE_FORMATS)) : added;
  }

  /** PROF-15: the member's photos in a new order; `ids` must list each of them exactly once. */
  async reorder(userId: string, ids: readonly string[], formats: readonly ImageFormat[] = DEFAULT_IMAGE_FORMATS): Promise<Result<MediaItem[], Failure>> {
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
      return ok(ids.map((id) => itemOf(owned.get(id)!, formats)));
    });
  }

  /** PROF-15: changes a photo's details (its alternative text; null or '' removes it). */
  async updateDetails(
    userId: string,
    id: string,
    details: { readonly altText?: string | null },
    formats: readonly ImageFormat[] = DEFAULT_IMAGE_FORMATS,
  ): Promise<Result<MediaItem, Failure>> {
    const current = await media.findOwned(this.deps.db, id, userId);
    if (current === null) return err(mediaFailure.notFound());
    if (!isReady(current)) return err(mediaFailure.notUploaded());
    if (details.altText === undefined) return ok(itemOf(current, formats));
    const altText = details.altText === null || details.altText.trim() === '' ? null : details.altText.trim();
    const updated = await media.setAltText(this.deps.db, id, userId, altText, this.deps.clock.now());
    return updated === null ? err(mediaFailure.notFound()) : ok(itemOf(updated, formats));
  }

  /** PROF-13, PROF-15: deletes a photo or a placeholder, and its files. */
  async remove(userId: string, id: string): Promise<Result<void, Failure>> {
    const removed = await media.delete(this.deps.db, id, userId);
    if (removed === null) return err(mediaFailure.notFound());
    await this.#removeFiles(removed.keys);
    return ok(undefined);
  }

  /** Deletes every photo and placeholder of a member, and their files (account deletion); answers how many. */
  async removeAllOf(userId: string): Promise<number> {
    const removed = await media.deleteAllOf(this.deps.db, userId);
    await this.#removeFiles(removed.flatMap((row: RemovedMedia) => row.keys));
    this.#uploads.delete(userId);
    return removed.length;
  }

  /** The cheap checks, before any decoding: size in bytes, type by the bytes, the declared type. */
  #check(bytes: Uint8Array, declaredType: PhotoType | undefined): Result<SniffedImage, Failure> {
    if (bytes.byteLength > MAX_PHOTO_BYTES) return err(failure.payloadTooLarge());
    const image = sniffImage(bytes);
    if (image === null) return err(mediaFailure.photoInvalid());
    if (declaredType !== undefined && image.type !== declaredType) return err(mediaFailure.typeMismatch());
    return ok(image);
  }

  /** Re-encodes the photo (within the member's hourly allowance) and stores every file. */
  async #processAndStore(userId: string, bytes: Uint8Array, image: SniffedImage): Promise<Result<StoredFile, Failure>> {
    const waitMs = this.#spendUpload(userId);
    if (waitMs > 0) return err(failure.rateLimited(waitMs, undefined, 'Too many photo uploads'));
    const processed = await processPhoto(bytes, image);
    if (!processed.ok) return err(processed.rejected === 'too-many-pixels' ? mediaFailure.tooManyPixels() : mediaFailure.photoInvalid());
    return ok(await this.#store(processed.photo));
  }

  async #store(photo: ProcessedPhoto): Promise<StoredFile> {
    const folder = `photos/${newToken()}`;
    const files: StoredVariant[] = photo.files.map((file) => ({ key: `${folder}/${file.width}.${EXTENSIONS[file.format]}`, format: file.format, width: file.width, height: file.height }));
    const written: string[] = [];
    try {
      await Promise.all(
        photo.files.map(async (file, i) => {
          await this.deps.storage.put(files[i]!.key, file.bytes, FORMAT_CONTENT_TYPES[file.format]);
          written.push(files[i]!.key);
        }),
      );
    } catch (error) {
      await this.#removeFiles(written);
      throw error;
    }
    const main = files.find((file) => file.format === 'webp') ?? files[0]!;
    return {
      storageKey: main.key,
      contentType: FORMAT_CONTENT_TYPES[main.format],
      byteSize: photo.files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
      width: photo.width,
      height: photo.height,
      files,
    };
  }

  /** Counts an upload against the member's hour; answers how long to wait when the hour is full (0: go ahead). */
  #spendUpload(userId: string): number {
    const now = this.deps.clock.now();
    const recent = (this.#uploads.get(userId) ?? []).filter((time) => time > now - HOUR_MS);
    const waitMs = waitForWindow(recent, now, { max: UPLOADS_PER_HOUR, windowMs: HOUR_MS });
    this.#uploads.set(userId, waitMs > 0 ? recent : [...recent, now]);
    if (this.#uploads.size > 10_000) {
      for (const [id, times] of this.#uploads) if (times.every((time) => time <= now - HOUR_MS)) this.#uploads.delete(id);
    }
    return waitMs;
  }

  async #removeFiles(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        try {
          await this.deps.storage.delete(key);
        } catch (error) {
          this.deps.onOrphanedFile(key, error);
        }
      }),
    );
  }
}

const keysOf = (file: StoredFile): string[] => [...new Set([file.storageKey, ...(file.files ?? []).map((variant) => variant.key)])];
