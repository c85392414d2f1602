import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember, signInByPhone } from '../testing/sign-in';
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

const contact = (userId: string) => ({ pf: 'web', os: 'Linux', av: '1.0.0', uid: userId, lat: 52.5231, lon: 13.4115, lc: 'en-GB', nu: 1, em: 0, sid: null });

describe('POST /contact/request (PL-05)', () => {
  it('PL-05: a member`s short-field payload is kept (the place at city level) and replaced by the next one', async () => {
    const member = await signedInMember(t.client(), t.database.db, '+14155559001');
    const first = await t.client().post('/contact/request?redirect=0', { token: member.authToken, body: contact(member.userId) });
    expect(first.status).toBe(200);
    const [row] = await t.database.db.query('SELECT platform, os, app_version, locale, place_lat, place_lng, is_new_user, has_email, social_id FROM contact_contexts WHERE user_id = $1', [member.userId]);
    expect(row).toEqual({ platform: 'web', os: 'Linux', app_version: '1.0.0', locale: 'en-GB', place_lat: 52.5, place_lng: 13.4, is_new_user: true, has_email: false, social_id: null });

    const second = await t.client().post('/contact/request?redirect=0', { token: member.authToken, body: { ...contact(member.userId), lat: null, lon: null, nu: 0 } });
    expect(second.status).toBe(200);
    const rows = await t.database.db.query('SELECT place_lat, is_new_user FROM contact_contexts WHERE user_id = $1', [member.userId]);
    expect(rows).toEqual([{ place_lat: null, is_new_user: false }]);
  });

  it('PL-05: refused without a member`s token (401), for another member`s uid (403), without redirect=0 with a flag that is not 0 or 1, or with unknown fields (400)', async () => {
    const member = await signedInMember(t.client(), t.database.db, '+14155559002');
    const other = await signedInMember(t.client(), t.database.db, '+14155559003');
    expect((await t.client().post('/contact/request?redirect=0', { body: contact(member.userId) })).status).toBe(401);
    const newcomer = (await signInByPhone(t.client(), '+14155559004')).body.onboardingState!;
    expect((await t.client().post('/contact/request?redirect=0', { token: newcomer.onboardingToken!, body: contact(newcomer.userId!) })).status).toBe(403);
    expect((await t.client().post('/contact/request?redirect=0', { token: member.authToken, body: contact(other.userId) })).status).toBe(403);
    expect((await t.client().post('/contact/request?redirect=1', { token: member.authToken, body: contact(member.userId) })).status).toBe(400);
    expect((await t.client().post('/contact/request', { token: member.authToken, body: contact(member.userId) })).status).toBe(400);
    expect((await t.client().post('/contact/request?redirect=0', { token: member.authToken, body: { ...contact(member.userId), extra: 1 } })).status).toBe(400);
    expect((await t.client().post('/contact/request?redirect=0', { token: member.authToken, body: { ...contact(member.userId), nu: true } })).status).toBe(400);
    expect(await t.database.db.query('SELECT 1 FROM contact_contexts')).toEqual([]);
  });
});
