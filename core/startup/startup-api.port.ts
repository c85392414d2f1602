import type { AppError, Result } from '../shared';

/**
 * What start-up needs from the provider before sign-in: the app settings (`POST /v2/meta`, CONF-05) and the
 * levers (`POST /v2/buckets`, LEV-03). Each gives the answer's `data` as sent; the core reads it.
 */
export interface StartupApiPort {
  fetchAppSettings(): Promise<Result<unknown, AppError>>;
  /** The app settings as the provider answers them for the signed-in member (PL-10: the e-mail prompt's). */
  fetchMemberSettings(): Promise<Result<unknown, AppError>>;
  fetchLevers(deviceId: string): Promise<Result<unknown, AppError>>;
}
