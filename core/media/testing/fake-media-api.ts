import type { UploadFile } from '../../api';
import { err, ok, type AppError, type Result } from '../../shared';
import type { MediaApiPort, MediaUpload, PreviewUrlPort } from '../media-api.port';
import type { MediaPhoto } from '../media-photo';

/** A photo for tests, with three sizes under `/media/photos/<id>/`. */
export const fakePhoto = (id: string, overrides: Partial<MediaPhoto> = {}): MediaPhoto => ({
  id,
  type: 'photo',
  url: `/media/photos/${id}/1080.webp`,
  processedFiles: [1080, 640, 320].map((width) => ({ url: `/media/photos/${id}/${width}.webp`, width, height: (width * 5) / 4 })),
  width: 1080,
  height: 1350,
  altText: null,
  ...overrides,
});

/** An upload the test finishes by hand (`finish`, `fail`), to drive timing. */
export interface PendingUpload {
  readonly placeholderId: string;
  readonly progress: (fraction: number) => void;
  finish(): void;
  /** The server took the bytes but the answer does not carry the photo (hydration comes later). */
  finishWithoutPhoto(): void;
  fail(error: AppError): void;
  cancelled: boolean;
}

/**
 * The media service in memory, as the reference server keeps it: at most 9 photos and placeholders, every id
 * the member's own. Uploads finish at once unless `holdUploads` is set (then the test finishes them).
 */
export class FakeMediaApi implements MediaApiPort {
  photos: MediaPhoto[] = [];
  placeholders: string[] = [];
  readonly removed: string[] = [];
  /** When set, the next call of that kind fails with it (once). */
  failNext: Partial<Record<'list' | 'createPlaceholders' | 'upload' | 'remove' | 'reorder' | 'updateDetails', AppError>> = {};
  holdUploads = false;
  readonly pending: PendingUpload[] = [];
  #ids = 0;
  /** Placeholder ids in the order they were made. */
  readonly #made: string[] = [];

  async list(): Promise<Result<readonly MediaPhoto[], AppError>> {
    return this.#failed('list') ?? ok([...this.photos]);
  }

  async createPlaceholders(count: number): Promise<Result<readonly string[], AppError>> {
    const failure = this.#failed('createPlaceholders');
    if (failure) return failure;
    if (count < 1 || count > 9) return err({ code: 40000 });
    if (this.photos.length + this.placeholders.length + count > 9) return err({ code: 40900, message: 'At most 9 photos' });
    const ids = Array.from({ length: count }, () => `m${++this.#ids}`);
    this.placeholders.push(...ids);
    this.#made.push(...ids);
    return ok(ids);
  }

  upload(placeholderId: string, _file: UploadFile, onProgress: (fraction: number) => void): MediaUpload {
    const failure = this.#failed('upload');
    if (failure) return { done: Promise.resolve(failure), cancel: () => undefined };
    let resolve!: (r: Result<MediaPhoto | null, AppError>) => void;
    const done = new Promise<Result<MediaPhoto | null, AppError>>((r) => (resolve = r));
    const fill = (): Result<MediaPhoto, AppError> => {
      if (!this.placeholders.includes(placeholderId)) return err({ code: 40400 });
      this.placeholders = this.placeholders.filter((id) => id !== placeholderId);
      const photo = fakePhoto(placeholderId);
      // A placeholder keeps its place: the photo goes before those of placeholders made after it.
      const made = this.#made.indexOf(placeholderId);
      const at = this.photos.findIndex((p) => this.#made.indexOf(p.id) > made);
      if (at < 0) this.photos.push(photo);
      else this.photos.splice(at, 0, photo);
      return ok(photo);
    };
    const pending: PendingUpload = {
      placeholderId,
      progress: onProgress,
      cancelled: false,
      finish: () => resolve(fill()),
      finishWithoutPhoto: () => {
        const r = fill();
        resolve(r.ok ? ok(null) : r);
      },
      fail: (error) => resolve(err(error)),
    };
    onProgress(0);
    if (this.holdUploads) this.pending.push(pending);
    else {
      onProgress(0.5);
      onProgress(1);
      pending.finish();
    }
    return { done, cancel: () => void (pending.cancelled = true) };
  }

  async remove(id: string): Promise<Result<void, AppError>> {
    const failure = this.#failed('remove');
    if (failure) return failure;
    if (!this.photos.some((p) => p.id === id) && !this.placeholders.includes(id)) return err({ code: 40400 });
    this.photos = this.photos.filter((p) => p.id !== id);
    this.placeholders = this.placeholders.filter((p) => p !== id);
    this.removed.push(id);
    return ok(undefined);
  }

  async reorder(ids: readonly string[]): Promise<Result<readonly MediaPhoto[], AppError>> {
    const failure = this.#failed('reorder');
    if (failure) return failure;
    const current = this.photos.map((p) => p.id);
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) return err({ code: 40000 });
    this.photos = ids.map((id) => this.photos.find((p) => p.id === id)!);
    return ok([...this.photos]);
  }

  async updateDetails(id: string, altText: string | null): Promise<Result<MediaPhoto, AppError>> {
    const failure = this.#failed('updateDetails');
    if (failure) return failure;
    const photo = this.photos.find((p) => p.id === id);
    if (!photo) return err({ code: 40400 });
    const updated = { ...photo, altText };
    this.photos = this.photos.map((p) => (p.id === id ? updated : p));
    return ok(updated);
  }

  #failed(kind: keyof FakeMediaApi['failNext']): Result<never, AppError> | undefined {
    const failure = this.failNext[kind];
    if (!failure) return undefined;
    delete this.failNext[kind];
    return err(failure);
  }
}

/** Object URLs in memory: which are live. */
export class FakePreviewUrls implements PreviewUrlPort {
  readonly live = new Set<string>();
  #n = 0;

  create(): string {
    const url = `blob:preview-${++this.#n}`;
    this.live.add(url);
    return url;
  }

  revoke(url: string): void {
    this.live.delete(url);
  }
}
