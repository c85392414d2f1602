import type { AppError, LatLng, Result } from '../shared';

/** Sends the member's position to the provider (CONF-05: `POST /v2/meta` with lat and lon). */
export interface PositionReportPort {
  report(position: LatLng): Promise<Result<void, AppError>>;
}
