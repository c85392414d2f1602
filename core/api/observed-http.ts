import type { Result } from '../shared';
import type { ApiFailure } from './api-failure';
import type { ApiRequest, HttpPort } from './http.port';

/** Something that wants to hear the outcome of every call (forced logout, connectivity, error reporting). */
export type HttpObserver = (request: ApiRequest, result: Result<unknown, ApiFailure>) => void;

/** The same client, telling each observer the outcome of every call; an observer that throws is ignored. */
export const observeHttp = (http: HttpPort, observers: readonly HttpObserver[]): HttpPort => ({
  async request<T>(req: ApiRequest): Promise<Result<T, ApiFailure>> {
    const result = await http.request<T>(req);
    for (const observe of observers) {
      try {
        observe(req, result);
      } catch {
        // An observer's failure must not change the caller's answer.
      }
    }
    return result;
  },
});
