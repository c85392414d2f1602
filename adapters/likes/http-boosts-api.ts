import type { ApiFailure, HttpPort } from '../../core/api';
import { readBoost, type BoostEntity, type BoostsApiPort, type BoostVariant } from '../../core/boosts';
import { err, ok, type AppError, type Result } from '../../core/shared';

const failureOf = (failure: ApiFailure): AppError => ({ code: failure.code, message: failure.message });

/** Boosts over the provider's API: `POST /boost`, `GET /boost/result`. */
export class HttpBoostsApi implements BoostsApiPort {
  constructor(private readonly http: HttpPort) {}

  async start(variant: BoostVariant = 'boost'): Promise<Result<BoostEntity, AppError>> {
    const value = variant === 'boost' ? {} : { boost_type: variant };
    const r = await this.http.request<Record<string, unknown>>({ method: 'POST', path: '/boost', body: { kind: 'json', value }, auth: true });
    return r.ok ? ok(readBoost(r.value ?? {})) : err(failureOf(r.error));
  }

  async result(): Promise<Result<BoostEntity, AppError>> {
    const r = await this.http.request<Record<string, unknown>>({ method: 'GET', path: '/boost/result', auth: true });
    return r.ok ? ok(readBoost(r.value ?? {})) : err(failureOf(r.error));
  }
}
