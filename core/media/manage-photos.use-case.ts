import { ok, type AppError, type Result } from '../shared';
import type { MediaApiPort } from './media-api.port';
import { ALT_TEXT_MAX, moved, type MediaPhoto } from './media-photo';
import type { MediaStore } from './media.store';

/** Failures of the grid's own making (the server's are its numeric codes). */
export const MediaErrorCode = {
  NOT_FOUND: 'MEDIA.NOT_FOUND',
  UPLOAD_TIMEOUT: 'MEDIA.UPLOAD_TIMEOUT',
  TOO_MANY: 'MEDIA.TOO_MANY',
} as const;

const NOT_FOUND = 40400;

/**
 * PROF-15: the member's photos: load them, delete one, move one, and set a photo's alternative text. Each change
 * shows at once; when the server refuses it, the photos go back to what they were and a notice says why.
 */
export class ManagePhotosUseCase {
  constructor(
    private readonly deps: {
      readonly api: MediaApiPort;
      readonly store: MediaStore;
      /** SESS-03, PROF-19: a photo change refreshes the session's activity. */
      readonly onPhotoChange?: () => void;
    },
  ) {}

  async load(): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    store.loading();
    const answer = await api.list();
    if (!answer.ok) {
      store.failed(answer.error);
      return answer;
    }
    store.setPhotos(answer.value);
    return ok(undefined);
  }

  /** Deletes a photo; one already gone on the server (40400) counts as deleted. */
  async remove(id: string): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const before = store.photos.peek();
    if (!before.some((photo) => photo.id === id)) return { ok: false, error: { code: MediaErrorCode.NOT_FOUND } };
    const optimistic = before.filter((photo) => photo.id !== id);
    store.setPhotos(optimistic);
    store.notify(null);
    const answer = await api.remove(id);
    if (answer.ok || answer.error.code === NOT_FOUND) {
      this.deps.onPhotoChange?.();
      return ok(undefined);
    }
    await this.#rollback(before, optimistic);
    store.notify({ kind: 'delete-refused', code: answer.error.code });
    return answer;
  }

  /** Moves a photo to `toIndex` (0 makes it the main photo); the server's answer is the order kept. */
  async move(id: string, toIndex: number): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const before = store.photos.peek();
    const from = before.findIndex((photo) => photo.id === id);
    if (from < 0) return { ok: false, error: { code: MediaErrorCode.NOT_FOUND } };
    const optimistic = moved(before, from, toIndex);
    if (optimistic === before || optimistic.every((photo, i) => photo === before[i])) return ok(undefined);
    store.setPhotos(optimistic);
    store.notify(null);
    const answer = await api.reorder(optimistic.map((photo) => photo.id));
    if (answer.ok) {
      if (store.photos.peek() === optimistic) store.setPhotos(answer.value);
      this.deps.onPhotoChange?.();
      return ok(undefined);
    }
    await this.#rollback(before, optimistic);
    store.notify({ kind: 'reorder-refused', code: answer.error.code });
    return answer;
  }

  /** Sets (or with blank text removes) a photo's alternative text, trimmed and at most 250 characters. */
  async setAltText(id: string, text: string): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const before = store.photos.peek();
    if (!before.some((photo) => photo.id === id)) return { ok: false, error: { code: MediaErrorCode.NOT_FOUND } };
    const trimmed = text.trim().slice(0, ALT_TEXT_MAX);
    const altText = trimmed === '' ? null : trimmed;
    const optimistic = before.map((photo) => (photo.id === id ? { ...photo, altText } : photo));
    store.setPhotos(optimistic);
    store.notify(null);
    const answer = await api.updateDetails(id, altText);
    if (answer.ok) {
      if (store.photos.peek() === optimistic) store.setPhotos(optimistic.map((photo) => (photo.id === id ? answer.value : photo)));
      return ok(undefined);
    }
    await this.#rollback(before, optimistic);
    store.notify({ kind: 'details-refused', code: answer.error.code });
    return answer;
  }

  /** Back to the photos before a refused change; when something else changed them meanwhile, the server's truth. */
  async #rollback(before: readonly MediaPhoto[], optimistic: readonly MediaPhoto[]): Promise<void> {
    const { api, store } = this.deps;
    if (store.photos.peek() === optimistic) {
      store.setPhotos(before);
      return;
    }
    const fresh = await api.list();
    if (fresh.ok) store.setPhotos(fresh.value);
  }
}
