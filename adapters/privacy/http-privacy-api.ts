import type { HttpPort } from '../../core/api';
import type { ConsentAction, ConsentCategory, ConsentStatus, ConsentUpdate, GeoConsents, MemberConsents, PrivacyApiPort, TermsSettings } from '../../core/privacy';
import { MESSAGING_CONSENT, toWireUpdate } from '../../core/privacy';
import { ok } from '../../core/shared';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const bool = (v: unknown): boolean => v === true;

/** PRIV-01: a category of the geo answer, snake_case → camelCase. */
const readCategory = (raw: unknown): ConsentCategory => {
  const c = obj(raw);
  return {
    code: str(c['code']),
    defaultValue: bool(c['default_value']),
    requiresInput: bool(c['requires_input']),
    changeable: c['changeable'] !== false,
    consents: list(c['consents']).map((k) => {
      const consent = obj(k);
      const metadata = Object.fromEntries(Object.entries(obj(consent['metadata'])).filter((e): e is [string, string] => typeof e[1] === 'string'));
      return {
        code: str(consent['code']),
        categoryCode: str(consent['category_code']) || str(c['code']),
        enabled: bool(consent['enabled']),
        defaultValue: bool(consent['default_value']),
        requiresInput: bool(consent['requires_input']),
        metadata,
      };
    }),
  };
};

const readMember = (raw: unknown): MemberConsents => {
  const d = obj(raw);
  const answers: Record<string, boolean> = {};
  for (const item of [...list(d['categories']), ...list(d['consents'])]) {
    const a = obj(item);
    if (typeof a['code'] === 'string' && typeof a['enabled'] === 'boolean') answers[a['code']] = a['enabled'];
  }
  const respondedAt = typeof d['responded_at'] === 'string' ? Date.parse(d['responded_at']) : NaN;
  const status: ConsentStatus = obj(d['messaging'])['consent_status'] === 'accepted' ? 'accepted' : 'not_accepted';
  const t = d['terms'] === undefined ? null : obj(d['terms']);
  const terms: TermsSettings | null =
    t === null ? null : { isTermsAcceptanceNeeded: t['is_terms_acceptance_needed'] === true, showTerms: t['show_terms'] === true, termsVersion: typeof t['terms_version'] === 'string' ? t['terms_version'] : null };
  return { answers, respondedAt: Number.isFinite(respondedAt) ? respondedAt : null, messaging: status, terms };
};

/** PRIV-12 over HTTP (docs/api.md, "Privacy and consents"). */
export class HttpPrivacyApi implements PrivacyApiPort {
  constructor(private readonly http: HttpPort) {}

  async geo() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/consents/geo', auth: false });
    if (!answer.ok) return answer;
    const geo: GeoConsents = { categories: list(answer.value['categories']).map(readCategory).filter((c) => c.code !== ''), consentVersion: str(answer.value['consent_version']) };
    return ok(geo);
  }

  async memberConsents() {
    const answer = await this.http.request<Json>({ method: 'GET', path: '/v2/profile/consents', auth: true });
    return answer.ok ? ok(readMember(answer.value)) : answer;
  }

  async update(update: ConsentUpdate) {
    const answer = await this.http.request<Json>({ method: 'PUT', path: '/v2/profile/consents', auth: true, body: { kind: 'json', value: toWireUpdate(update) } });
    return answer.ok ? ok(readMember(answer.value)) : answer;
  }

  async sendGuestConsents(update: ConsentUpdate) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v2/account/consents', auth: true, body: { kind: 'json', value: toWireUpdate(update) } });
    return answer.ok ? ok(readMember(answer.value)) : answer;
  }

  async messaging(action: ConsentAction) {
    const answer = await this.http.request<Json>({
      method: 'POST',
      path: '/v2/profile/consents',
      auth: true,
      body: { kind: 'json', value: { code: MESSAGING_CONSENT.code, category_code: MESSAGING_CONSENT.categoryCode, consent_action: action } },
    });
    return answer.ok ? ok<ConsentStatus>(answer.value['consent_status'] === 'accepted' ? 'accepted' : 'not_accepted') : answer;
  }

  async acceptTerms(version: string) {
    const answer = await this.http.request<Json>({ method: 'POST', path: '/v2/profile/terms-of-service', auth: true, body: { kind: 'json', value: { version } } });
    return answer.ok ? ok(undefined) : answer;
  }
}
