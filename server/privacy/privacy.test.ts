import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const db = () => t.database.db;
let phones = 0;
const member = async () => {
  phones += 1;
  const login = await signedInMember(t.client(), db(), `+4420790${String(phones).padStart(5, '0')}`, { name: 'Ada', birthDate: '1990-06-01' });
  const token = login.authToken!;
  return {
    id: login.userId!,
    token,
    get: (path: string) => t.client().get(path, { token }),
    post: (path: string, body: unknown) => t.client().post(path, { token, body }),
    put: (path: string, body: unknown) => t.client().json('PUT', path, { token, body }),
  };
};
const geo = (country?: string) => t.client({ headers: country === undefined ? {} : { 'x-country-code': country } }).get('/v2/consents/geo');

/** Every category answered: the optional ones as `optional`, each consent following its category. */
const answerAll = (categories: { code: string; changeable: boolean; default_value: boolean; requires_input: boolean; consents: { code: string }[] }[], optional: boolean) => ({
  categories: categories.map((c) => ({ code: c.code, default_value: c.default_value, enabled: c.changeable ? optional : true, responded: true, requires_input: c.requires_input })),
  consents: categories.flatMap((c) => c.consents.map((k) => ({ category_code: c.code, code: k.code, enabled: c.changeable ? optional : true, responded: true, requires_input: true }))),
});

describe('consents', () => {
  it('PRIV-12, PRIV-01, PRIV-03: GET /v2/consents/geo answers the categories with their consents and the known codes; opt-in countries start optional ones off', async () => {
    const fr = await geo('FR');
    expect(fr.status).toBe(200);
    const categories = fr.body.data.categories as { code: string; default_value: boolean; requires_input: boolean; changeable: boolean; consents: { code: string; category_code: string; metadata: object }[] }[];
    expect(fr.body.data.category_order).toEqual(categories.map((c) => c.code));
    expect(fr.body.data.consent_version).toEqual(expect.any(String));
    const codes = categories.flatMap((c) => c.consents.map((k) => k.code));
    for (const known of ['google_analytics', 'google_floodlight', 'partnerize', 'mg_reporting']) expect(codes).toContain(known);
    expect(codes.some((c) => c.endsWith(':mg_sharing'))).toBe(true);
    for (const c of categories) {
      expect(Object.keys(c).sort()).toEqual(['changeable', 'code', 'consents', 'default_value', 'requires_input']);
      for (const k of c.consents) expect(k.category_code).toBe(c.code);
      // Opt-in: only the category nobody can change starts on.
      expect(c.default_value).toBe(!c.changeable);
      expect(c.requires_input).toBe(c.changeable);
    }
    const us = (await geo('US')).body.data.categories as { changeable: boolean; default_value: boolean }[];
    for (const c of us) expect(c.default_value).toBe(true);
    // An unknown country is treated as an opt-in one.
    expect(((await geo()).body.data.categories as { changeable: boolean; default_value: boolean }[]).every((c) => c.default_value === !c.changeable)).toBe(true);
  });

  it('PRIV-15: in South Korea the geo answer adds its location consents', async () => {
    const kr = (await geo('KR')).body.data.categories as { code: string; consents: { code: string }[] }[];
    const sk = kr.find((c) => c.code === 'south_korea_consents');
    expect(sk?.consents.map((c) => c.code)).toEqual(['terms_and_conditions_of_location_information_service_to_users', 'match_group_information_sharing_privacy_policy']);
    expect(((await geo('FR')).body.data.categories as { code: string }[]).map((c) => c.code)).not.toContain('south_korea_consents');
  });

  it('PRIV-12, PRIV-02, PRIV-11: PUT /v2/profile/consents keeps every answer with its time and the consent version, and the flags cookie follows the answers; GET answers the latest', async () => {
    const ada = await member();
    const empty = await ada.get('/v2/profile/consents');
    expect(empty.body.data).toMatchObject({ responded_at: null, categories: [], consents: [] });
    const categories = (await geo('FR')).body.data.categories;
    const first = await ada.put('/v2/profile/consents', answerAll(categories, true));
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toEqual(expect.stringContaining('__Host-privacy_flags=advertising.1-analytics.1-social.1'));
    expect(first.headers.get('set-cookie')).toEqual(expect.stringContaining('Max-Age=604800'));
    t.time.advance(60_000);
    const second = await ada.put('/v2/profile/consents', answerAll(categories, false));
    expect(second.headers.get('set-cookie')).toEqual(expect.stringContaining('__Host-privacy_flags=advertising.0-analytics.0-social.0'));
    const now = (await ada.get('/v2/profile/consents')).body.data;
    expect(now.responded_at).toBe(new Date(t.time.now()).toISOString());
    const analytics = now.categories.find((c: { code: string }) => c.code === 'analytics');
    expect(analytics).toMatchObject({ enabled: false, responded: true, consent_version: now.consent_version });
    expect(now.consents.find((c: { code: string }) => c.code === 'google_analytics')).toMatchObject({ category_code: 'analytics', enabled: false });
    // Both answers are kept.
    const kept = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM consent_answers WHERE user_id = $1 AND code = 'analytics'", [ada.id]);
    expect(kept[0]!.n).toBe(2);
  });

  it('PRIV-12: an unknown category or consent, or turning off the necessary one, is refused with 40000; a malformed body is 400', async () => {
    const ada = await member();
    const refused = await ada.put('/v2/profile/consents', { categories: [{ code: 'telepathy', default_value: false, enabled: true, responded: true, requires_input: true }], consents: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(40000);
    const necessary = await ada.put('/v2/profile/consents', { categories: [{ code: 'strictly_necessary', default_value: true, enabled: false, responded: true, requires_input: false }], consents: [] });
    expect(necessary.status).toBe(400);
    const stray = await ada.put('/v2/profile/consents', { categories: [], consents: [{ category_code: 'analytics', code: 'partnerize', enabled: true, responded: true, requires_input: true }] });
    expect(stray.status).toBe(400);
    expect((await ada.put('/v2/profile/consents', { categories: 'all' })).status).toBe(400);
    expect((await t.client().json('PUT', '/v2/profile/consents', { body: { categories: [], consents: [] } })).status).toBe(401);
  });

  it('PRIV-06, PRIV-12: POST /v2/account/consents records a guest`s answers at sign-in', async () => {
    const ada = await member();
    const categories = (await geo('FR')).body.data.categories;
    const sent = await ada.post('/v2/account/consents', answerAll(categories, false));
    expect(sent.status).toBe(200);
    expect(sent.body.data.categories.map((c: { enabled: boolean }) => c.enabled)).toContain(false);
    const sources = await db().query<{ source: string }>('SELECT DISTINCT source FROM consent_answers WHERE user_id = $1', [ada.id]);
    expect(sources.map((s) => s.source)).toEqual(['guest']);
  });

  it('PRIV-13, PRIV-14: the messaging variant accepts and revokes the messaging consent (message / chat_suggestion); another code answers 40302', async () => {
    const ada = await member();
    expect((await ada.get('/v2/profile/consents')).body.data.messaging).toEqual({ code: 'chat_suggestion', category_code: 'message', consent_status: 'not_accepted' });
    const accepted = await ada.post('/v2/profile/consents', { code: 'chat_suggestion', category_code: 'message', consent_action: 'accept' });
    expect(accepted.body.data).toEqual({ consent_status: 'accepted' });
    expect((await ada.get('/v2/profile/consents')).body.data.messaging.consent_status).toBe('accepted');
    t.time.advance(1000);
    const revoked = await ada.post('/v2/profile/consents', { code: 'chat_suggestion', category_code: 'message', consent_action: 'revoke' });
    expect(revoked.body.data).toEqual({ consent_status: 'not_accepted' });
    const wrong = await ada.post('/v2/profile/consents', { code: 'message_suggestions_consent', category_code: 'message', consent_action: 'accept' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe(40302);
    expect((await ada.post('/v2/profile/consents', { code: 'chat_suggestion', category_code: 'message', consent_action: 'maybe' })).status).toBe(400);
  });

  it('PRIV-19: a member who accepted earlier terms must accept the current ones; app settings say so until POST /v2/profile/terms-of-service', async () => {
    const ada = await member();
    const settings = async () => (await t.client().post('/v2/meta', { token: ada.token })).body.data;
    const fresh = await settings();
    expect(fresh).toMatchObject({ isTermsAcceptanceNeeded: false, showTerms: false, termsVersion: expect.any(String) });
    await db().query("INSERT INTO terms_acceptances (user_id, terms_version, accepted_at) VALUES ($1, '2025-06-01', now())", [ada.id]);
    const outdated = await settings();
    expect(outdated).toMatchObject({ isTermsAcceptanceNeeded: true, showTerms: true });
    expect((await ada.get('/v2/profile/consents')).body.data.terms).toEqual({ is_terms_acceptance_needed: true, show_terms: true, terms_version: outdated.termsVersion });
    expect((await ada.post('/v2/profile/terms-of-service', { version: '2025-06-01' })).status).toBe(400);
    const accepted = await ada.post('/v2/profile/terms-of-service', { version: outdated.termsVersion });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.terms_version).toBe(outdated.termsVersion);
    expect(await settings()).toMatchObject({ isTermsAcceptanceNeeded: false, showTerms: false });
  });

  it('CHAT-13, PRIV-21: GET /v2/suggestions answers the 89 conversation starters only once the messaging consent is accepted (403/40302 before and after a revoke)', async () => {
    const ada = await member();
    const before = await ada.get('/v2/suggestions');
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe(40302);
    await ada.post('/v2/profile/consents', { code: 'chat_suggestion', category_code: 'message', consent_action: 'accept' });
    const answer = await ada.get('/v2/suggestions');
    expect(answer.status).toBe(200);
    const suggestions = answer.body.data.suggestions as Array<{ id: number; text: string }>;
    expect(suggestions).toHaveLength(89);
    expect(new Set(suggestions.map((s) => s.text)).size).toBe(89);
    expect(suggestions.map((s) => s.id)).toEqual(Array.from({ length: 89 }, (_, i) => i + 1));
    expect(suggestions[0]).toEqual({ id: 1, text: 'What made you smile today?' });
    for (const s of suggestions) expect(s.text.trim().length).toBeGreaterThan(0);
    // A language without its own starters keeps the English ones; a malformed tag is 400.
    expect((await ada.get('/v2/suggestions?locale=ar')).body.data.suggestions).toHaveLength(89);
    expect((await ada.get('/v2/suggestions?locale=%3Cscript%3E')).status).toBe(400);
    t.time.advance(1000);
    await ada.post('/v2/profile/consents', { code: 'chat_suggestion', category_code: 'message', consent_action: 'revoke' });
    expect((await ada.get('/v2/suggestions')).status).toBe(403);
    expect((await t.client().get('/v2/suggestions')).status).toBe(401);
  });

  it('PRIV-12: consents go with the account (ON DELETE CASCADE)', async () => {
    const ada = await member();
    await ada.post('/v2/profile/consents', { code: 'chat_suggestion', category_code: 'message', consent_action: 'accept' });
    await ada.post('/v2/profile/terms-of-service', { version: (await t.client().post('/v2/meta', { token: ada.token })).body.data.termsVersion });
    await db().query('DELETE FROM users WHERE id = $1', [ada.id]);
    expect(await db().query('SELECT 1 FROM consent_answers WHERE user_id = $1', [ada.id])).toEqual([]);
    expect(await db().query('SELECT 1 FROM terms_acceptances WHERE user_id = $1', [ada.id])).toEqual([]);
  });
});
