import { apiFailure, type ApiFailure } from '../api-failure';

/** The failure a call gets when the provider answers `status` with its error `code` and `message` (for fakes). */
export const serverFailure = (status: number, code: number, message: string): ApiFailure =>
  apiFailure.http({ data: null, status, error: { code, message }, url: '', ok: false }, code);
