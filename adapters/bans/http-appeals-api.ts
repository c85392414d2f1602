import type { HttpPort } from '../../core/api';
import { Header } from '../../core/api/constants';
import type { AppealCase, AppealsApiPort, BanSummary } from '../../core/bans';
import { WARDEN_TIERS, type WardenTier } from '../../core/routing';
import { ok } from '../../core/shared';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const time = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) || 0 : 0);
const STATUSES = ['open', 'granted', 'denied'] as const;

const readCase = (raw: unknown): AppealCase => {
  const c = obj(raw);
  const status = STATUSES.find((s) => s === c['status']) ?? 'open';
  return {
    id: str(c['id']),
    status,
    policy: str(c['policy']),
    statement: str(c['statement']),
    createdAt: time(c['created_at']),
    decidedAt: c['decided_at'] === null || c['decided_at'] === undefined ? null : time(c['decided_at']),
  };
};

const readBanSummary = (raw: unknown): BanSummary => {
  const b = obj(raw);
  const tier = (WARDEN_TIERS as readonly string[]).includes(str(b['tier'])) ? (b['tier'] as WardenTier) : 'banned';
  return { tier, policy: str(b['policy']), appealable: b['is_appealable'] === true, since: time(b['since']) };
};

/** BAN-13 over HTTP: the banned-user appeals calls (docs/api.md, "Bans and appeals"), with the appeal token and no session. */
export class HttpAppealsApi implements AppealsApiPort {
  constructor(private readonly http: HttpPort) {}

  async cases(appealToken: string) {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v1/banned-user/appeals/cases', auth: false, headers: { [Header.APPEAL_TOKEN]: appealToken } });
    if (!answer.ok) return answer;
    const cases = Array.isArray(answer.value['cases']) ? answer.value['cases'].map(readCase) : [];
    return ok({ ban: readBanSummary(answer.value['ban']), cases });
  }

  async appeal(appealToken: string, statement: string) {
    const answer = await this.http.request<Json>({
      method: 'POST',
      path: '/v1/banned-user/appeals',
      auth: false,
      headers: { [Header.APPEAL_TOKEN]: appealToken },
      body: { kind: 'json', value: { statement } },
    });
    return answer.ok ? ok(readCase(answer.value['case'])) : answer;
  }
}
