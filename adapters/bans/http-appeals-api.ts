import type { HttpPort } from '../../core/api';
import { Header } from '../../core/api/constants';
import type { AlertsApiPort, AppealCase, AppealsApiPort, BanSummary, CaptchaProof, MemberAlert, SelfieChallengeApiPort, SelfiePhoto } from '../../core/bans';
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

const proofFields = (captcha: CaptchaProof | null) => (captcha === null ? {} : { captcha_token: captcha.token, vendor: captcha.vendor });

/** BAN-13 over HTTP: the banned-user appeals calls (docs/api.md, "Bans and appeals"), with the appeal token and no session. */
export class HttpAppealsApi implements AppealsApiPort {
  constructor(private readonly http: HttpPort) {}

  async cases(appealToken: string) {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v1/banned-user/appeals/cases', auth: false, headers: { [Header.APPEAL_TOKEN]: appealToken } });
    if (!answer.ok) return answer;
    const cases = Array.isArray(answer.value['cases']) ? answer.value['cases'].map(readCase) : [];
    return ok({ ban: readBanSummary(answer.value['ban']), cases });
  }

  /** appealBan: `captcha_token` and `vendor` travel with the statement once the device solved a captcha (BAN-13). */
  async appeal(appealToken: string, statement: string, captcha: CaptchaProof | null) {
    const answer = await this.http.request<Json>({
      method: 'POST',
      path: '/v1/banned-user/appeals',
      auth: false,
      headers: { [Header.APPEAL_TOKEN]: appealToken },
      body: { kind: 'json', value: { statement, ...proofFields(captcha) } },
    });
    return answer.ok ? ok(readCase(answer.value['case'])) : answer;
  }

  /** BAN-06: `POST /challenge/verify` (EP-005) with the ban's challenge token and the solved captcha. */
  async passChallenge(challengeToken: string, captcha: CaptchaProof | null) {
    const answer = await this.http.request<Json>({
      method: 'POST',
      path: '/challenge/verify',
      auth: false,
      body: { kind: 'json', value: { challenge_token: challengeToken, ...proofFields(captcha) } },
    });
    return answer.ok ? ok({ appealToken: str(answer.value['appeal_token']) }) : answer;
  }
}

const ALERT_TYPES = ['banned', 'warning'] as const;

const readAlert = (raw: unknown): MemberAlert | null => {
  const a = obj(raw);
  const type = ALERT_TYPES.find((t) => t === a['type']);
  if (type === undefined || str(a['id']) === '') return null;
  const meta = obj(a['meta']);
  return { id: str(a['id']), type, meta: { tier: str(meta['tier']) || type, policy: typeof meta['policy'] === 'string' ? meta['policy'] : null }, createdAt: time(a['created_at']) };
};

/** BAN-11, BAN-13 over HTTP: the signed-in member's alerts, their acknowledgement and a warning's appeal. */
export class HttpAlertsApi implements AlertsApiPort {
  constructor(private readonly http: HttpPort) {}

  async alerts() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v1/alerts', auth: true });
    if (!answer.ok) return answer;
    const alerts = Array.isArray(answer.value['alerts']) ? answer.value['alerts'].map(readAlert).filter((a): a is MemberAlert => a !== null) : [];
    return ok(alerts);
  }

  async acknowledge(alertId: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: `/v1/alerts/${encodeURIComponent(alertId)}/acknowledge`, auth: true });
    return answer.ok ? ok(undefined) : answer;
  }

  async appealWarning(alertId: string, statement: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v1/appeals', auth: true, body: { kind: 'json', value: { alert_id: alertId, statement } } });
    return answer.ok ? ok(readCase(answer.value['case'])) : answer;
  }
}

/** BAN-07 over HTTP: the selfie, as its bytes, with the challenge's token and no session. */
export class HttpSelfieChallengeApi implements SelfieChallengeApiPort {
  constructor(private readonly http: HttpPort) {}

  async submit(token: string, photo: SelfiePhoto) {
    const answer = await this.http.request<Json>({
      method: 'POST',
      path: '/v2/selfie-challenge',
      auth: false,
      headers: { [Header.SELFIE_CHALLENGE_TOKEN]: token },
      body: { kind: 'binary', bytes: photo.bytes, contentType: photo.type },
    });
    return answer.ok ? ok({ status: str(answer.value['status']) || 'passed' }) : answer;
  }
}
