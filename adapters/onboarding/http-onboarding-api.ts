import { Header, type ApiFailure, type HttpPort, type UploadFile } from '../../core/api';
import type {
  CompleteOnboardingRequest,
  FieldUpdate,
  OnboardingApiPort,
  OnboardingFieldsAnswer,
  OnboardingLogin,
  OnboardingPhoto,
  PhotoUpload,
  ServerOnboardingField,
} from '../../core/onboarding';
import { err, ok, type AppError, type Result } from '../../core/shared';

/** The server's error fields travel in `details` (field list, ttl, appealable flag, underage token: BAN-05). */
const failureOf = (failure: ApiFailure): AppError => {
  const body = 'response' in failure ? failure.response.error : null;
  const { code: _c, message: _m, ...details } = body ?? {};
  return { code: failure.code, message: failure.message, details };
};

const readField = (raw: unknown): ServerOnboardingField | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const f = raw as Record<string, unknown>;
  if (typeof f['name'] !== 'string') return null;
  const interests = Array.isArray(f['available_interests'])
    ? (f['available_interests'] as unknown[]).filter((i): i is { id: string; name: string } => typeof (i as { id?: unknown })?.id === 'string' && typeof (i as { name?: unknown })?.name === 'string')
    : undefined;
  return {
    name: f['name'],
    ...(typeof f['required'] === 'boolean' ? { required: f['required'] } : {}),
    ...(typeof f['editable'] === 'boolean' ? { editable: f['editable'] } : {}),
    ...('data' in f ? { data: f['name'] === 'photos' && Array.isArray(f['data']) ? (f['data'] as unknown[]).map(readPhoto).filter((p) => p !== null) : f['data'] } : {}),
    skipped: (f['meta'] as { skipped?: unknown } | undefined)?.skipped === true,
    ...(interests ? { availableInterests: interests } : {}),
    ...(typeof f['min'] === 'number' ? { min: f['min'] } : {}),
    ...(typeof f['max'] === 'number' ? { max: f['max'] } : {}),
  };
};

const readPhoto = (raw: unknown): OnboardingPhoto | null => {
  const p = raw as { id?: unknown; url?: unknown } | null;
  return p && typeof p.id === 'string' && typeof p.url === 'string' ? { id: p.id, url: p.url } : null;
};

const readFields = (value: unknown): OnboardingFieldsAnswer => {
  const v = (value ?? {}) as Record<string, unknown>;
  const fields = Array.isArray(v['fields']) ? v['fields'].map(readField).filter((f): f is ServerOnboardingField => f !== null) : [];
  return { fields, isReactivated: v['is_reactivated'] === true, hasRedactedEnabled: v['has_redacted_enabled'] === true };
};

/**
 * The provider's onboarding endpoints (`/v2/onboarding/*`, docs/api.md) and the media service's delete, with the
 * newcomer's onboarding token (the HTTP client's own token is a member's, which these calls do not take).
 */
export class HttpOnboardingApi implements OnboardingApiPort {
  constructor(
    private readonly http: HttpPort,
    private readonly onboardingToken: () => string | null,
  ) {}

  #headers(): Record<string, string> {
    const token = this.onboardingToken();
    return token === null ? {} : { [Header.AUTH_TOKEN]: token };
  }

  async fields(): Promise<Result<OnboardingFieldsAnswer, AppError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/onboarding/fields', auth: false, headers: this.#headers() });
    return r.ok ? ok(readFields(r.value)) : err(failureOf(r.error));
  }

  async update(updates: readonly FieldUpdate[], funnelSessionId: string): Promise<Result<OnboardingFieldsAnswer, AppError>> {
    const r = await this.http.request<unknown>({
      method: 'POST',
      path: '/v2/onboarding/fields',
      auth: false,
      headers: this.#headers(),
      body: { kind: 'json', value: { fields: updates, funnel_session_id: funnelSessionId } },
    });
    return r.ok ? ok(readFields(r.value)) : err(failureOf(r.error));
  }

  /** ONB-11: a multipart blob. The HTTP client reports no upload progress: the fraction goes 0 → 1 when it is done. */
  uploadPhoto(file: UploadFile, onProgress: (fraction: number) => void): PhotoUpload {
    onProgress(0);
    const done = this.http
      .request<{ media?: unknown }>({
        method: 'POST',
        path: '/v2/onboarding/photo',
        auth: false,
        headers: this.#headers(),
        body: { kind: 'upload', field: 'photo', file, fileName: 'photo', contentType: file.type || 'application/octet-stream' },
      })
      .then((r): Result<OnboardingPhoto, AppError> => {
        if (!r.ok) return err(failureOf(r.error));
        const photo = readPhoto(r.value?.media);
        if (photo === null) return err({ code: 'API.BAD_RESPONSE', message: 'no media in the answer' });
        onProgress(1);
        return ok(photo);
      });
    // The request cannot be stopped through the HTTP port; the flow ignores (and deletes) a late photo.
    return { done, cancel: () => undefined };
  }

  /**
   * ONB-12: a queued photo after login, with the member's token: a placeholder at the end of their photos, then the
   * image as the body of `POST /mediaservice/photo` (progress 0 → 1 when it is done).
   */
  uploadMemberPhoto(file: UploadFile, authToken: string, onProgress: (fraction: number) => void): PhotoUpload {
    onProgress(0);
    const headers = { [Header.AUTH_TOKEN]: authToken };
    const done = (async (): Promise<Result<OnboardingPhoto, AppError>> => {
      const placeholders = await this.http.request<{ media_ids?: unknown }>({ method: 'POST', path: '/mediaservice/placeholders', auth: false, headers, body: { kind: 'json', value: { count: 1 } } });
      if (!placeholders.ok) return err(failureOf(placeholders.error));
      const id = Array.isArray(placeholders.value?.media_ids) ? placeholders.value.media_ids[0] : undefined;
      if (typeof id !== 'string') return err({ code: 'API.BAD_RESPONSE', message: 'no placeholder in the answer' });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const r = await this.http.request<{ media?: unknown }>({
        method: 'POST',
        path: '/mediaservice/photo',
        query: { placeholder_id: id },
        auth: false,
        headers,
        body: { kind: 'binary', bytes, contentType: file.type || 'application/octet-stream' },
      });
      if (!r.ok) {
        // The empty placeholder would count against the member's 9 photos.
        await this.http.request<unknown>({ method: 'DELETE', path: '/mediaservice', auth: false, headers, body: { kind: 'json', value: { media_id: id } } });
        return err(failureOf(r.error));
      }
      const photo = readPhoto(r.value?.media);
      if (photo === null) return err({ code: 'API.BAD_RESPONSE', message: 'no media in the answer' });
      onProgress(1);
      return ok(photo);
    })();
    return { done, cancel: () => undefined };
  }

  async removePhoto(id: string): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'DELETE', path: '/mediaservice', auth: false, headers: this.#headers(), body: { kind: 'json', value: { media_id: id } } });
    return r.ok ? ok(undefined) : err(failureOf(r.error));
  }

  async complete(request: CompleteOnboardingRequest): Promise<Result<OnboardingLogin, AppError>> {
    const r = await this.http.request<{ login_result?: Record<string, unknown> }>({
      method: 'POST',
      path: '/v2/onboarding/complete',
      auth: false,
      headers: this.#headers(),
      body: { kind: 'json', value: request },
    });
    if (!r.ok) return err(failureOf(r.error));
    const login = r.value?.login_result;
    if (!login || typeof login['auth_token'] !== 'string' || typeof login['user_id'] !== 'string') return err({ code: 'API.BAD_RESPONSE', message: 'no login result' });
    const refreshToken = typeof login['refresh_token'] === 'string' && login['refresh_token'] !== '' ? login['refresh_token'] : undefined;
    return ok({
      authToken: login['auth_token'],
      authTokenTtlMs: typeof login['auth_token_ttl'] === 'number' ? login['auth_token_ttl'] : 0,
      userId: login['user_id'],
      ...(refreshToken === undefined ? {} : { refreshToken }),
    });
  }

  async abandon(): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'DELETE', path: '/v2/onboarding/user', auth: false, headers: this.#headers() });
    return r.ok ? ok(undefined) : err(failureOf(r.error));
  }
}
