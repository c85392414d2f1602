import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AppError } from '../shared';
import { slotsLeft, type MediaPhoto } from './media-photo';

/** The member's own photos, as loaded from the media service. */
export type PhotosState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly photos: readonly MediaPhoto[] }
  | { readonly kind: 'failed'; readonly error: AppError };

/** A photo on its way up (PROF-13), shown as a tile after the photos. */
export interface UploadTile {
  readonly key: string;
  readonly status: 'uploading' | 'failed';
  /** The fraction sent, 0..1. */
  readonly progress: number;
  /** A local object URL of the file, while it uploads. */
  readonly preview?: string;
  readonly error?: AppError;
  /** PROF-19: the photo this one replaces once it is up. */
  readonly replaces?: string;
}

/** What the grid tells the member after a step the server refused (the UI maps it to a message). */
export type MediaNotice =
  | { readonly kind: 'upload-timeout' }
  | { readonly kind: 'upload-failed'; readonly code: string | number }
  | { readonly kind: 'too-many'; readonly refused: number }
  | { readonly kind: 'reorder-refused'; readonly code: string | number }
  | { readonly kind: 'delete-refused'; readonly code: string | number }
  | { readonly kind: 'details-refused'; readonly code: string | number };

/** PROF-19: the photo modals; `isReplacePhoto` says the chosen file takes the place of `photoId`. */
export type PhotoModal =
  | { readonly kind: 'none' }
  | { readonly kind: 'choose'; readonly isReplacePhoto: false }
  | { readonly kind: 'choose'; readonly isReplacePhoto: true; readonly photoId: string }
  | { readonly kind: 'actions'; readonly photoId: string }
  | { readonly kind: 'edit'; readonly photoId: string }
  | { readonly kind: 'delete'; readonly photoId: string };

const NO_PHOTOS: readonly MediaPhoto[] = [];

/** The member's photos, the uploads under way, the last notice and the open photo modal, as signals. */
export class MediaStore {
  readonly #state = signal<PhotosState>({ kind: 'idle' });
  readonly #uploads = signal<readonly UploadTile[]>([]);
  readonly #notice = signal<MediaNotice | null>(null);
  readonly #modal = signal<PhotoModal>({ kind: 'none' });

  readonly state: ReadonlySignal<PhotosState> = this.#state;
  readonly uploads: ReadonlySignal<readonly UploadTile[]> = this.#uploads;
  readonly notice: ReadonlySignal<MediaNotice | null> = this.#notice;
  readonly modal: ReadonlySignal<PhotoModal> = this.#modal;
  /** The photos in profile order (the first is the main photo); empty until loaded. */
  readonly photos: ReadonlySignal<readonly MediaPhoto[]> = computed(() => {
    const state = this.#state.value;
    return state.kind === 'ready' ? state.photos : NO_PHOTOS;
  });
  /** PROF-16: how many more photos may be added (uploads under way and failed tiles hold their slot). */
  readonly slotsLeft: ReadonlySignal<number> = computed(() => slotsLeft(this.photos.value.length + this.#uploads.value.length));

  loading(): void {
    if (this.#state.value.kind !== 'ready') this.#state.value = { kind: 'loading' };
  }

  failed(error: AppError): void {
    if (this.#state.value.kind !== 'ready') this.#state.value = { kind: 'failed', error };
  }

  /** The photos as they are now (loaded, optimistic, rolled back or confirmed). */
  setPhotos(photos: readonly MediaPhoto[]): void {
    this.#state.value = { kind: 'ready', photos };
  }

  addUploads(tiles: readonly UploadTile[]): void {
    this.#uploads.value = [...this.#uploads.value, ...tiles];
  }

  patchUpload(key: string, patch: Partial<Omit<UploadTile, 'key'>>): void {
    this.#uploads.value = this.#uploads.value.map((tile) => (tile.key === key ? { ...tile, ...patch } : tile));
  }

  /**
   * An upload became a photo: the tile goes and the photo joins the photos, in one step: before `beforeId` when
   * that photo is there (a later upload that finished first), else at the end.
   */
  arrived(key: string, photo: MediaPhoto, beforeId?: string): void {
    batch(() => {
      this.#uploads.value = this.#uploads.value.filter((tile) => tile.key !== key);
      const photos = this.photos.value.filter((p) => p.id !== photo.id);
      const at = beforeId === undefined ? -1 : photos.findIndex((p) => p.id === beforeId);
      this.#state.value = { kind: 'ready', photos: at < 0 ? [...photos, photo] : [...photos.slice(0, at), photo, ...photos.slice(at)] };
    });
  }

  removeUpload(key: string): void {
    this.#uploads.value = this.#uploads.value.filter((tile) => tile.key !== key);
  }

  notify(notice: MediaNotice | null): void {
    this.#notice.value = notice;
  }

  open(modal: PhotoModal): void {
    this.#modal.value = modal;
  }

  close(): void {
    this.#modal.value = { kind: 'none' };
  }

  clear(): void {
    batch(() => {
      this.#state.value = { kind: 'idle' };
      this.#uploads.value = [];
      this.#notice.value = null;
      this.#modal.value = { kind: 'none' };
    });
  }
}
