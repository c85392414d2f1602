import type { ApiFailure, HttpPort } from '../../core/api';
import type { AllowanceUpdate, RecCard, RecsApiPort, RecsError, SwipeAction, SwipeAnswer } from '../../core/recs';
import { normalisePerson, RATE_LIMITED, readRecs } from '../../core/recs';
import { appError, err, ok, type Result } from '../../core/shared';
import { readPaywall, readRateLimitedUntil, readSwipeAnswer } from './read-recs-answer';

/** ERR-01: a rate limit (429, or 42901 on any status) as 42901 with its end; a paywall with what it names; any other failure by its code. */
const recsError = (failure: ApiFailure): RecsError => {
  if (failure.kind === 'rate-limited') {
    const until = readRateLimitedUntil(failure.response.data, failure.response.error);
    return {
      code: RATE_LIMITED,
      message: failure.message,
      ...(until === undefined ? {} : { rateLimitedUntil: until }),
      ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterMs: failure.retryAfterSeconds * 1000 }),
    };
  }
  const paywall = failure.kind === 'http' ? readPaywall(failure.response.error) : undefined;
  return { code: failure.code, message: failure.message, ...(paywall === undefined ? {} : { paywall }) };
};

/** RECS-14: the undo of each swipe: the verb DELETE on the path that made it (the spec's `DELETE /like/{userId}/super`). */
const REWIND_PATHS: Readonly<Record<SwipeAction, string>> = {
  like: '/like/{userId}',
  superlike: '/like/{userId}/super',
  dislike: '/pass/{userId}',
};

/** RECS-03, RECS-09, RECS-10, RECS-12, RECS-14, RECS-22: the candidates, the swipes and their undoing over the provider's API. */
export class HttpRecsApi implements RecsApiPort {
  constructor(private readonly http: HttpPort) {}

  async fetchRecs(): Promise<Result<readonly RecCard[], RecsError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/recs/core', auth: true });
    return r.ok ? ok(readRecs(r.value)) : err(recsError(r.error));
  }

  async fetchPerson(id: string): Promise<Result<RecCard, RecsError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/user/{userId}', params: { userId: id }, auth: true });
    if (!r.ok) return err(recsError(r.error));
    const card = normalisePerson(r.value);
    return card ? ok(card) : err(appError('API.BAD_RESPONSE', 'no person in the answer'));
  }

  like(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    return this.#swipe('/like/{userId}', id);
  }

  superLike(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    return this.#swipe('/like/{userId}/super', id);
  }

  async swipeNote(id: string, message: string): Promise<Result<SwipeAnswer, RecsError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/like/{userId}/swipenote', params: { userId: id }, auth: true, body: { kind: 'json', value: { message } } });
    return r.ok ? ok(readSwipeAnswer(r.value)) : err(recsError(r.error));
  }

  async bouncerBypass(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/consumables/bouncer-bypass', auth: true, body: { kind: 'json', value: { user_id: id } } });
    return r.ok ? ok(readSwipeAnswer(r.value)) : err(recsError(r.error));
  }

  /** RECS-10: the verb is not stated; POST, as the reference server takes it. */
  pass(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    return this.#swipe('/pass/{userId}', id);
  }

  async rewind(id: string, action: SwipeAction): Promise<Result<AllowanceUpdate, RecsError>> {
    const r = await this.http.request<unknown>({ method: 'DELETE', path: REWIND_PATHS[action], params: { userId: id }, auth: true });
    if (!r.ok) return err(recsError(r.error));
    const { match: _none, ...allowances } = readSwipeAnswer(r.value);
    return ok(allowances);
  }

  async #swipe(path: string, id: string): Promise<Result<SwipeAnswer, RecsError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path, params: { userId: id }, auth: true });
    return r.ok ? ok(readSwipeAnswer(r.value)) : err(recsError(r.error));
  }
}
