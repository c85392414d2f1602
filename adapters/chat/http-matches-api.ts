import type { HttpPort } from '../../core/api';
import type { MatchesApiPort, MatchesError, MatchFilter, MatchPage, MatchPerson, ReportDraft, ReportReason, Match } from '../../core/matches';
import { appError, err, ok, type MatchId, type Result } from '../../core/shared';
import { readCard } from '../../core/recs';
import { chatError } from './chat-failure';
import { readMatch, readMatchPage, readReportReasons } from './read-chat-answer';

/** MATCH-09..14, SAFE-01, SAFE-02 over the provider's API (docs/api.md, matches). */
export class HttpMatchesApi implements MatchesApiPort {
  constructor(private readonly http: HttpPort) {}

  async listMatches(filter: MatchFilter, pageToken?: string): Promise<Result<MatchPage, MatchesError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/matches', query: { filter, page_token: pageToken }, auth: true });
    return r.ok ? ok(readMatchPage(r.value)) : err(chatError(r.error));
  }

  async getMatch(id: MatchId): Promise<Result<Match, MatchesError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/matches/{matchId}', params: { matchId: id }, auth: true });
    if (!r.ok) return err(chatError(r.error));
    const match = readMatch(r.value);
    return match === undefined ? err(appError('API.BAD_RESPONSE', 'the match could not be read')) : ok(match);
  }

  async unmatch(id: MatchId): Promise<Result<void, MatchesError>> {
    return this.#done(await this.http.request<unknown>({ method: 'DELETE', path: '/user/matches/{matchId}', params: { matchId: id }, auth: true }));
  }

  async markMatchSeen(id: MatchId): Promise<Result<void, MatchesError>> {
    return this.#done(await this.http.request<unknown>({ method: 'POST', path: '/v2/seen/{matchId}', params: { matchId: id }, auth: true }));
  }

  async fetchPerson(userId: string): Promise<Result<MatchPerson, MatchesError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/user/{userId}', params: { userId }, auth: true });
    if (!r.ok) return err(chatError(r.error));
    const card = readCard(r.value);
    return card === undefined ? err(appError('API.BAD_RESPONSE', 'the card could not be read')) : ok(card);
  }

  async block(userId: string): Promise<Result<void, MatchesError>> {
    return this.#done(await this.http.request<unknown>({ method: 'PUT', path: '/v2/block/profile/direct', body: { kind: 'json', value: { user_id: userId } }, auth: true }));
  }

  async report(draft: ReportDraft): Promise<Result<string, MatchesError>> {
    const r = await this.http.request<{ report_id?: unknown }>({
      method: 'POST',
      path: '/v4/report/new',
      body: {
        kind: 'json',
        value: { user_id: draft.userId, reason: draft.reason, ...(draft.matchId === undefined ? {} : { match_id: draft.matchId }), ...(draft.comment === undefined ? {} : { comment: draft.comment }) },
      },
      auth: true,
    });
    if (!r.ok) return err(chatError(r.error));
    return typeof r.value?.report_id === 'string' ? ok(r.value.report_id) : err(appError('API.BAD_RESPONSE', 'no report id'));
  }

  async reportReasons(): Promise<Result<readonly ReportReason[], MatchesError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v4/report/tree', auth: true });
    return r.ok ? ok(readReportReasons(r.value)) : err(chatError(r.error));
  }

  #done(r: Awaited<ReturnType<HttpPort['request']>>): Result<void, MatchesError> {
    return r.ok ? ok(undefined) : err(chatError(r.error));
  }
}
