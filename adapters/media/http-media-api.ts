import type { ApiFailure, HttpPort, UploadFile } from '../../core/api';
import type { MediaApiPort, MediaPhoto, MediaType, MediaUpload, PreviewUrlPort, ProcessedFile } from '../../core/media';
import { err, ok, type AppError, type Result } from '../../core/shared';

const failureOf = (failure: ApiFailure): AppError => ({ code: failure.code, message: failure.message });
const badResponse = (message: string): AppError => ({ code: 'API.BAD_RESPONSE', message });

const MEDIA_TYPES: readonly MediaType[] = ['photo', 'loop', 'short_video'];

const readFile = (raw: unknown): ProcessedFile | null => {
  const f = raw as { url?: unknown; width?: unknown; height?: unknown } | null;
  return f && typeof f.url === 'string' && typeof f.width === 'number' && typeof f.height === 'number' ? { url: f.url, width: f.width, height: f.height } : null;
};

/** A photo in the provider's shape (docs/api.md, the media service) in domain words; null when it is not one. */
export const readMediaPhoto = (raw: unknown): MediaPhoto | null => {
  const p = raw as Record<string, unknown> | null;
  if (!p || typeof p['id'] !== 'string' || typeof p['url'] !== 'string') return null;
  const files = Array.isArray(p['processedFiles']) ? p['processedFiles'].map(readFile).filter((f): f is ProcessedFile => f !== null) : [];
  const type = MEDIA_TYPES.find((t) => t === p['type']) ?? 'photo';
  return {
    id: p['id'],
    type,
    url: p['url'],
    processedFiles: [...files].sort((a, b) => b.width - a.width),
    width: typeof p['width'] === 'number' ? p['width'] : 0,
    height: typeof p['height'] === 'number' ? p['height'] : 0,
    altText: typeof p['alt_text'] === 'string' && p['alt_text'] !== '' ? p['alt_text'] : null,
  };
};

const readPhotos = (raw: unknown): readonly MediaPhoto[] => (Array.isArray(raw) ? raw.map(readMediaPhoto).filter((p): p is MediaPhoto => p !== null) : []);

/**
 * The provider's media service (PROF-13..16, EP-063..067, docs/api.md) over the HTTP port, with the member's token.
 * The image goes as the raw body of `POST /mediaservice/photo`; its progress comes from the transport where the
 * platform reports it (XMLHttpRequest in the browser), else 0 then 1 when it is done.
 */
export class HttpMediaApi implements MediaApiPort {
  constructor(private readonly http: HttpPort) {}

  async list(): Promise<Result<readonly MediaPhoto[], AppError>> {
    const r = await this.http.request<{ photos?: unknown }>({ method: 'GET', path: '/mediaservice', auth: true });
    return r.ok ? ok(readPhotos(r.value?.photos)) : err(failureOf(r.error));
  }

  async createPlaceholders(count: number): Promise<Result<readonly string[], AppError>> {
    const r = await this.http.request<{ media_ids?: unknown }>({ method: 'POST', path: '/mediaservice/placeholders', auth: true, body: { kind: 'json', value: { count } } });
    if (!r.ok) return err(failureOf(r.error));
    const ids = r.value?.media_ids;
    return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? ok(ids as string[]) : err(badResponse('no media ids in the answer'));
  }

  upload(placeholderId: string, file: UploadFile, onProgress: (fraction: number) => void): MediaUpload {
    onProgress(0);
    let cancelled = false;
    const done = (async (): Promise<Result<MediaPhoto | null, AppError>> => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (cancelled) return err({ code: 'MEDIA.CANCELLED' });
      const r = await this.http.request<{ media?: unknown }>({
        method: 'POST',
        path: '/mediaservice/photo',
        query: { placeholder_id: placeholderId },
        auth: true,
        body: { kind: 'binary', bytes, contentType: file.type || 'application/octet-stream', onProgress: (fraction) => !cancelled && onProgress(fraction) },
      });
      if (!r.ok) return err(failureOf(r.error));
      onProgress(1);
      // An answer without the photo is no failure: the flow looks for it after the nudge wait (PROF-14).
      return ok(readMediaPhoto(r.value?.media));
    })();
    // The HTTP port cannot stop a request under way; the flow deletes the placeholder of a cancelled one.
    return { done, cancel: () => void (cancelled = true) };
  }

  async remove(id: string): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'DELETE', path: '/mediaservice', auth: true, body: { kind: 'json', value: { media_id: id } } });
    return r.ok ? ok(undefined) : err(failureOf(r.error));
  }

  async reorder(ids: readonly string[]): Promise<Result<readonly MediaPhoto[], AppError>> {
    const r = await this.http.request<{ photos?: unknown }>({ method: 'PUT', path: '/mediaservice/order', auth: true, body: { kind: 'json', value: { media_ids: ids } } });
    return r.ok ? ok(readPhotos(r.value?.photos)) : err(failureOf(r.error));
  }

  async updateDetails(id: string, altText: string | null): Promise<Result<MediaPhoto, AppError>> {
    const r = await this.http.request<{ media?: unknown }>({ method: 'PUT', path: '/mediaservice/details', auth: true, body: { kind: 'json', value: { media_id: id, alt_text: altText } } });
    if (!r.ok) return err(failureOf(r.error));
    const photo = readMediaPhoto(r.value?.media);
    return photo ? ok(photo) : err(badResponse('no media in the answer'));
  }
}

/** Object URLs of the browser for the previews of files on their way up. */
export class BrowserPreviewUrls implements PreviewUrlPort {
  /** `URL` in a browser (and in Node, whose `URL` makes blob URLs too). */
  constructor(private readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL) {}

  create(file: UploadFile): string {
    return this.urls.createObjectURL(file as Blob);
  }

  revoke(url: string): void {
    this.urls.revokeObjectURL(url);
  }
}
