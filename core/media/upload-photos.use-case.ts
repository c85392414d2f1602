import type { UploadFile } from '../api';
import { ok, type AppError, type Logger, type Result, type Scheduler } from '../shared';
import { MediaErrorCode } from './manage-photos.use-case';
import type { MediaApiPort, MediaUpload, PreviewUrlPort } from './media-api.port';
import { admitted, type MediaPhoto } from './media-photo';
import { MEDIA_TIMING, nudgeWait } from './media-timing';
import type { MediaStore } from './media.store';

type Outcome = { readonly kind: 'answer'; readonly result: Result<MediaPhoto | null, AppError> } | { readonly kind: 'timeout' };

/**
 * PROF-13, PROF-14, PROF-16, PROF-19: photos go up. The flow asks for placeholders (one request with the count),
 * assigns one to each file, uploads each with its progress, and waits for the hydration notice: the upload's answer
 * carries the photo the placeholder became (docs/decisions.md, PROF-13); an answer without it is followed by a
 * nudge wait of 5 s and a look at the member's photos. An upload that is no photo after 20 s is given up
 * ("Upload timeout"). On any failure its placeholder is deleted and the failure handler (the store's notice) called;
 * the tile stays, failed, for a retry. Previews are revoked 1 s after their last use.
 */
export class UploadPhotosUseCase {
  readonly #files = new Map<string, UploadFile>();
  /** Placeholder ids in the order they were made: the server keeps the photos they become in that order. */
  // Stryker disable next-line ArrayDeclaration: equivalent, only the ids after a photo's own are read, and no photo has an id of a stray entry
  readonly #placeholders: string[] = [];
  #next = 0;

  constructor(
    private readonly deps: {
      readonly api: MediaApiPort;
      readonly store: MediaStore;
      readonly scheduler: Scheduler;
      readonly previews: PreviewUrlPort;
      readonly logger: Logger;
      /** SESS-03, PROF-19: a photo change refreshes the session's activity. */
      readonly onPhotoChange?: () => void;
    },
  ) {}

  /** PROF-13, PROF-16: adds files after the photos; those beyond 9 in all are refused with a notice. */
  async add(files: readonly UploadFile[]): Promise<void> {
    const { store } = this.deps;
    const taken = admitted(store.photos.peek().length + store.uploads.peek().length, files.length);
    store.notify(taken < files.length ? { kind: 'too-many', refused: files.length - taken } : null);
    await this.#start(files.slice(0, taken), undefined);
  }

  /** PROF-19 (`isReplacePhoto`): a new photo takes the place of `photoId` once it is up; the old one is deleted. */
  async replace(photoId: string, file: UploadFile): Promise<void> {
    const { store } = this.deps;
    store.close();
    if (!store.photos.peek().some((photo) => photo.id === photoId)) return;
    store.notify(null);
    await this.#start([file], photoId);
  }

  /** Tries a failed tile again with a new placeholder. */
  async retry(key: string): Promise<void> {
    const { store } = this.deps;
    const tile = store.uploads.peek().find((t) => t.key === key);
    const file = this.#files.get(key);
    if (!tile || tile.status !== 'failed' || !file) return;
    store.notify(null);
    store.patchUpload(key, { status: 'uploading', progress: 0, error: undefined });
    await this.#placeAndUpload([key], [file]);
  }

  /** Drops a failed tile (its preview is revoked). */
  dismiss(key: string): void {
    const tile = this.deps.store.uploads.peek().find((t) => t.key === key);
    if (!tile || tile.status !== 'failed') return;
    this.deps.store.removeUpload(key);
    this.#forget(key, tile.preview);
  }

  async #start(files: readonly UploadFile[], replaces: string | undefined): Promise<void> {
    if (files.length === 0) return;
    const keys = files.map(() => `upload-${++this.#next}`);
    this.deps.store.addUploads(
      files.map((file, i) => {
        this.#files.set(keys[i]!, file);
        return { key: keys[i]!, status: 'uploading' as const, progress: 0, preview: this.deps.previews.create(file), ...(replaces === undefined ? {} : { replaces }) };
      }),
    );
    await this.#placeAndUpload(keys, files);
  }

  /** One placeholder request for all the files, then every upload at once. */
  async #placeAndUpload(keys: readonly string[], files: readonly UploadFile[]): Promise<void> {
    const { api } = this.deps;
    const placeholders = await api.createPlaceholders(files.length);
    if (!placeholders.ok || placeholders.value.length < files.length) {
      const error = placeholders.ok ? { code: 'API.BAD_RESPONSE', message: 'too few placeholders' } : placeholders.error;
      if (placeholders.ok) await Promise.all(placeholders.value.map((id) => api.remove(id)));
      for (const key of keys) this.#fail(key, error);
      return;
    }
    this.#placeholders.push(...placeholders.value);
    await Promise.all(keys.map((key, i) => this.#uploadOne(key, placeholders.value[i]!, files[i]!)));
  }

  async #uploadOne(key: string, placeholderId: string, file: UploadFile): Promise<void> {
    const { api, scheduler, store } = this.deps;
    let timer: ReturnType<Scheduler['setTimeout']> | undefined;
    const timedOut = new Promise<Outcome>((resolve) => {
      timer = scheduler.setTimeout(() => resolve({ kind: 'timeout' }), MEDIA_TIMING.uploadTimeoutMs);
    });
    let upload: MediaUpload | undefined;
    const hydrated = (async (): Promise<Outcome> => {
      upload = api.upload(placeholderId, file, (fraction) => store.patchUpload(key, { progress: Math.max(0, Math.min(1, fraction)) }));
      const answer = await upload.done;
      if (!answer.ok || answer.value !== null) return { kind: 'answer', result: answer };
      return { kind: 'answer', result: await this.#afterNudge(placeholderId, timedOut) };
    })();
    const outcome = await Promise.race([hydrated, timedOut]);
    scheduler.clearTimeout(timer!);
    if (outcome.kind === 'timeout') {
      // Stryker disable next-line OptionalChaining: equivalent, `upload` is set before the first await of `hydrated`, so it is always there
      upload?.cancel();
      await api.remove(placeholderId);
      this.deps.logger.log('warn', 'Upload timeout', { key });
      this.#fail(key, { code: MediaErrorCode.UPLOAD_TIMEOUT, message: 'Upload timeout' });
      store.notify({ kind: 'upload-timeout' });
      return;
    }
    const { result } = outcome;
    if (!result.ok || result.value === null) {
      await api.remove(placeholderId);
      this.#fail(key, result.ok ? { code: MediaErrorCode.UPLOAD_TIMEOUT, message: 'Upload timeout' } : result.error);
      return;
    }
    await this.#arrived(key, result.value);
  }

  /** PROF-14: the server took the bytes without saying what they became: look again after each nudge wait. */
  async #afterNudge(placeholderId: string, timedOut: Promise<Outcome>): Promise<Result<MediaPhoto | null, AppError>> {
    const { api, scheduler } = this.deps;
    let gaveUp = false;
    void timedOut.then(() => (gaveUp = true));
    // The placeholders were made by this flow a moment ago: the app did not know them before.
    const wait = nudgeWait(false) ?? MEDIA_TIMING.uploadTimeoutMs;
    while (!gaveUp) {
      await new Promise<void>((resolve) => scheduler.setTimeout(resolve, wait));
      if (gaveUp) break;
      const photos = await api.list();
      const photo = photos.ok ? photos.value.find((p) => p.id === placeholderId) : undefined;
      if (photo) return ok(photo);
    }
    return ok(null);
  }

  async #arrived(key: string, photo: MediaPhoto): Promise<void> {
    const { api, store } = this.deps;
    const tile = store.uploads.peek().find((t) => t.key === key);
    // Uploads finish in any order; each photo goes where the server keeps it: before the first photo of a later placeholder.
    const later = this.#placeholders.slice(this.#placeholders.indexOf(photo.id) + 1);
    const beforeId = store.photos.peek().find((p) => later.includes(p.id))?.id;
    store.arrived(key, photo, beforeId);
    this.#forget(key, tile?.preview);
    this.deps.onPhotoChange?.();
    if (tile?.replaces === undefined) return;
    // PROF-19: the new photo takes the old one's place, then the old one goes.
    const ids = store.photos.peek().map((p) => p.id);
    const order = ids.filter((id) => id !== photo.id).map((id) => (id === tile.replaces ? photo.id : id));
    if (!order.includes(photo.id)) return;
    const reordered = await api.reorder([...order, tile.replaces]);
    if (!reordered.ok) {
      store.notify({ kind: 'reorder-refused', code: reordered.error.code });
      return;
    }
    const removed = await api.remove(tile.replaces);
    store.setPhotos(removed.ok ? reordered.value.filter((p) => p.id !== tile.replaces) : reordered.value);
  }

  /** The failure handler: the tile shows it (with a retry) and the notice says what happened. */
  #fail(key: string, error: AppError): void {
    const { store, logger } = this.deps;
    store.patchUpload(key, { status: 'failed', error });
    if (error.code !== MediaErrorCode.UPLOAD_TIMEOUT) store.notify({ kind: 'upload-failed', code: error.code });
    logger.log('warn', 'photo upload failed', { code: error.code });
  }

  /** PROF-14: a preview's object URL is revoked 1 s after its last use. */
  #forget(key: string, preview: string | undefined): void {
    this.#files.delete(key);
    if (preview === undefined) return;
    this.deps.scheduler.setTimeout(() => this.deps.previews.revoke(preview), MEDIA_TIMING.objectUrlRevokeMs);
  }
}
