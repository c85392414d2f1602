import type { HttpPort } from '../../core/api';
import type { PositionReportPort } from '../../core/location';
import { appError, err, ok, type AppError, type LatLng, type Result } from '../../core/shared';

/**
 * CONF-05, LOC: the member's position to the provider, as `POST /v2/meta` with `lat` and `lon`, signed in (the
 * settings it answers are read at start-up, not here). The provider stores it within its jump limits.
 */
export class HttpPositionReport implements PositionReportPort {
  constructor(private readonly http: HttpPort) {}

  async report(position: LatLng): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/meta', body: { kind: 'json', value: { lat: position.lat, lon: position.lng } }, auth: true });
    return r.ok ? ok(undefined) : err(appError(r.error.code, r.error.message));
  }
}
