import type { HttpPort } from '../../core/api';
import { AT_HOME, type PassportApiPort, type PassportPlace, type PassportProfile, type Travel } from '../../core/settings';
import { err, ok, type AppError, type Result } from '../../core/shared';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A place as the provider answers it (`{ id, name, country, country_code, lat, lon }`); null when incomplete. */
const readPlace = (v: unknown): PassportPlace | null => {
  const p = obj(v);
  const id = str(p['id']);
  const name = str(p['name']);
  const lat = num(p['lat']);
  const lng = num(p['lon']);
  if (id === null || name === null || lat === null || lng === null) return null;
  return { id, name, country: str(p['country']) ?? '', countryCode: str(p['country_code']) ?? '', lat, lng };
};

const readPlaces = (data: unknown): PassportPlace[] => {
  const list = obj(data)['locations'];
  return Array.isArray(list) ? list.map(readPlace).filter((p): p is PassportPlace => p !== null) : [];
};

/** SET-14 `travel{is_traveling, travel_pos, travel_location_info}`. */
export const readTravel = (v: unknown): Travel => {
  const travel = obj(v);
  const place = readPlace(travel['travel_location_info']);
  return travel['is_traveling'] === true && place !== null ? { kind: 'traveling', place } : AT_HOME;
};

const failed = (e: { readonly code: string | number; readonly message?: string }): AppError => ({ code: e.code, ...(e.message === undefined ? {} : { message: e.message }) });

/** The passport over the provider's API (SET-14, EP-124..126; the search: docs/api.md "The passport"). */
export class HttpPassportApi implements PassportApiPort {
  constructor(private readonly http: HttpPort) {}

  async load(): Promise<Result<PassportProfile, AppError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/profile', auth: true });
    if (!r.ok) return err(failed(r.error));
    const data = obj(r.value);
    const access = obj(obj(data['feature_access'])['passport']);
    return ok({ travel: readTravel(data['travel']), access: { allow: access['allow'] === true, requiredTier: str(access['required_tier']) ?? 'plus' } });
  }

  async popular(): Promise<Result<readonly PassportPlace[], AppError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/location/popular', auth: true });
    return r.ok ? ok(readPlaces(r.value)) : err(failed(r.error));
  }

  async search(query: string): Promise<Result<readonly PassportPlace[], AppError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/location/search', query: { q: query }, auth: true });
    return r.ok ? ok(readPlaces(r.value)) : err(failed(r.error));
  }

  async travel(placeId: string): Promise<Result<Travel, AppError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/passport/user/travel', body: { kind: 'json', value: { place_id: placeId } }, auth: true });
    return r.ok ? ok(readTravel(obj(r.value)['travel'])) : err(failed(r.error));
  }

  async reset(): Promise<Result<Travel, AppError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/passport/user/travel/reset', auth: true });
    return r.ok ? ok(readTravel(obj(r.value)['travel'])) : err(failed(r.error));
  }
}
