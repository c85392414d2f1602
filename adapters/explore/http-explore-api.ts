import type { ApiFailure, HttpPort } from '../../core/api';
import type { Catalog, ExploreApiPort } from '../../core/explore';
import { readRecs, type RecCard, type RecsError } from '../../core/recs';
import { err, ok, type AppError, type Result } from '../../core/shared';

const failureOf = (failure: ApiFailure): AppError => ({ code: failure.code, message: failure.message });

/** One catalog of the provider's list; one without an id or a key is left out. */
const readCatalog = (raw: unknown): Catalog | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  if (typeof c['id'] !== 'string' || typeof c['key'] !== 'string') return null;
  return {
    id: c['id'],
    key: c['key'],
    theme: typeof c['theme'] === 'string' ? c['theme'] : 'rose',
    members: typeof c['members'] === 'number' && Number.isFinite(c['members']) ? Math.max(0, Math.floor(c['members'])) : 0,
    joined: c['joined'] === true,
  };
};

/** Explore over the provider's API (EXP-01, EXP-02): `GET /v2/explore`, joining a catalog, a catalog's recs. */
export class HttpExploreApi implements ExploreApiPort {
  constructor(private readonly http: HttpPort) {}

  async catalogs(): Promise<Result<readonly Catalog[], AppError>> {
    const r = await this.http.request<{ catalogs?: unknown }>({ method: 'GET', path: '/v2/explore', auth: true });
    if (!r.ok) return err(failureOf(r.error));
    const list = Array.isArray(r.value?.catalogs) ? r.value.catalogs : [];
    return ok(list.map(readCatalog).filter((c): c is Catalog => c !== null));
  }

  async setJoined(catalogId: string, joined: boolean): Promise<Result<Catalog, AppError>> {
    const r = await this.http.request<{ catalog?: unknown }>({ method: joined ? 'POST' : 'DELETE', path: '/v2/explore/{catalogId}/join', params: { catalogId }, auth: true });
    if (!r.ok) return err(failureOf(r.error));
    const catalog = readCatalog(r.value?.catalog);
    return catalog === null ? err({ code: 'API.BAD_RESPONSE', message: 'no catalog in the answer' }) : ok(catalog);
  }

  async recs(catalogId: string): Promise<Result<readonly RecCard[], RecsError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/explore/{catalogId}/recs', params: { catalogId }, auth: true });
    return r.ok ? ok(readRecs(r.value)) : err(failureOf(r.error));
  }
}
