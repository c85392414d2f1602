import type { AppError, Result } from '../shared';
import type { BoostEntity, BoostVariant } from './boost';

/** What boosts need from the provider (`POST /boost`, `GET /boost/result`). */
export interface BoostsApiPort {
  /** Starts a boost of the variant (BOOST-05); a plain boost when left out. */
  start(variant?: BoostVariant): Promise<Result<BoostEntity, AppError>>;
  result(): Promise<Result<BoostEntity, AppError>>;
}
