import type { AppError, Result } from '../shared';
import type { BoostEntity } from './boost';

/** What boosts need from the provider (`POST /boost`, `GET /boost/result`). */
export interface BoostsApiPort {
  start(): Promise<Result<BoostEntity, AppError>>;
  result(): Promise<Result<BoostEntity, AppError>>;
}
