import type { ApiFailure, HttpPort } from '../../core/api';
import type { DevicesApiPort, SignedInDevice } from '../../core/devices';
import { err, ok, type AppError, type Result } from '../../core/shared';

const failureOf = (failure: ApiFailure): AppError => ({ code: failure.code, message: failure.message });

const time = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** One session of `GET /v2/auth/sessions`, read field by field; an entry without an id or times is left out. */
const readDevice = (raw: unknown): SignedInDevice | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const s = raw as Record<string, unknown>;
  const signedInAt = time(s['created_at']);
  const lastActiveAt = time(s['last_active_at']);
  if (typeof s['id'] !== 'string' || Number.isNaN(signedInAt) || Number.isNaN(lastActiveAt)) return null;
  const place = s['place'] as { lat?: unknown; lng?: unknown } | null | undefined;
  return {
    id: s['id'],
    platform: text(s['platform']),
    device: text(s['device']),
    place: place && typeof place.lat === 'number' && typeof place.lng === 'number' ? { lat: place.lat, lng: place.lng } : null,
    signedInAt,
    lastActiveAt,
    current: s['current'] === true,
  };
};

/** The member's signed-in devices over the provider's API (`/v2/auth/sessions`). */
export class HttpDevicesApi implements DevicesApiPort {
  constructor(private readonly http: HttpPort) {}

  async list(): Promise<Result<readonly SignedInDevice[], AppError>> {
    const r = await this.http.request<{ sessions?: unknown }>({ method: 'GET', path: '/v2/auth/sessions', auth: true });
    if (!r.ok) return err(failureOf(r.error));
    const sessions = Array.isArray(r.value?.sessions) ? r.value.sessions : [];
    return ok(sessions.map(readDevice).filter((device): device is SignedInDevice => device !== null));
  }

  async end(id: string): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'DELETE', path: '/v2/auth/sessions/{sessionId}', params: { sessionId: id }, auth: true });
    return r.ok ? ok(undefined) : err(failureOf(r.error));
  }

  async endOthers(): Promise<Result<number, AppError>> {
    const r = await this.http.request<{ ended?: unknown }>({ method: 'POST', path: '/v2/auth/sessions/end-others', auth: true });
    if (!r.ok) return err(failureOf(r.error));
    return ok(typeof r.value?.ended === 'number' ? r.value.ended : 0);
  }
}
