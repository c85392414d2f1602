import type { ApiFailure, HttpPort } from '../../core/api';
import { RATE_LIMITED, type RecCard, type RecsApiPort, type RecsError, type SwipeAnswer } from '../../core/recs';
import { err, ok, type Result } from '../../core/shared';
import { readRateLimitedUntil, readRecs, readSwipeAnswer } from './read-recs-answer';

/** ERR-01: a rate limit (429, or 42901 on any status) as 42901 with its end; any other failure by its code. */
const recsError = (failure: ApiFailure): RecsError => {
  if (failure.kind !== 'rate-limited') return { code: failure.code, message: failure.message };
  const until = readRateLimitedUntil(failure.response.data, failure.response.error);
  return {
    code: RATE_LIMITED,
    message: failure.message,
    ...(until === undefined ? {} : { rateLimitedUntil: until }),
    ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterMs: failure.retryAfterSeconds * 1000 }),
  };
};

/** RECS-03, RECS-09, RECS-10, RECS-12: the candidates and the swipes over the provider's API. */
export class HttpRecsApi implements RecsApiPort {
  constructor(private readonly http: HttpPort) {}

  async fetchRecs(): Promise<Result<readonly RecCard[], RecsError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/recs/core', auth: true });
    return r.ok ? ok(readRecs(r.value)) : err(recsError(r.error));
  }

  like(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    return this.#swipe('/like/{userId}', id);
  }

  superLike(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    return this.#swipe('/like/{userId}/super', id);
  }

  /** RECS-10: the verb is not stated; POST, as the reference server takes it. */
  pass(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    return this.#swipe('/pass/{userId}', id);
  }

  async #swipe(path: string, id: string): Promise<Result<SwipeAnswer, RecsError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path, params: { userId: id }, auth: true });
    return r.ok ? ok(readSwipeAnswer(r.value)) : err(recsError(r.error));
  }
}
