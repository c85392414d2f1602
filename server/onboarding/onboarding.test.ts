import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { photo, realPng } from '../media/testing/images';
import { jpegGps } from '../media/testing/metadata-probe';
import { signInByEmail, signInByPhone, signedInMember } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { onboard, uploadOnboardingPhoto } from './testing/onboard';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ overrides: { auth: { accessTokenTtlMs: 7 * 24 * 3_600_000, onboardingTokenTtlMs: 7 * 24 * 3_600_000 } } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

let phoneCounter = 0;
const nextPhone = () => `+1415555${String(3000 + (phoneCounter += 1)).padStart(4, '0')}`;
const DAY = 86_400_000;

/** A new member by phone: their client, onboarding token, refresh token and id. */
const newcomer = async (phone = nextPhone()) => {
  const client = t.client();
  const state = (await signInByPhone(client, phone)).body.onboardingState!;
  expect(state.onboardingToken).toBeTruthy();
  return { client, token: state.onboardingToken!, refreshToken: state.refreshToken!, userId: state.userId!, phone };
};
type Newcomer = Awaited<ReturnType<typeof newcomer>>;

const fieldsOf = async (n: Newcomer) => {
  const answer = await n.client.get('/v2/onboarding/fields', { token: n.token });
  expect(answer.status).toBe(200);
  return answer.body.data.fields as Array<{ name: string; required: boolean; editable: boolean; data?: unknown; meta?: unknown }>;
};
const field = async (n: Newcomer, name: string) => (await fieldsOf(n)).find((f) => f.name === name)!;
const post = (n: Newcomer, fields: unknown[]) => n.client.post('/v2/onboarding/fields', { token: n.token, body: { fields } });
/** `YYYY-MM-DD` of the UTC day `years` years before the instant, moved by `days`. */
const dateYearsBefore = (instant: number, years: number, days = 0) => {
  const d = new Date(instant + days * DAY);
  return `${d.getUTCFullYear() - years}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

describe('reading the fields', () => {
  it('ONB-03, ONB-04: GET /v2/onboarding/fields lists every field with its required and editable flags and the answers so far', async () => {
    const n = await newcomer();
    const fields = await fieldsOf(n);
    const flags = Object.fromEntries(fields.map((f) => [f.name, [f.required, f.editable]]));
    expect(flags).toMatchObject({
      name: [true, true],
      birthDate: [true, true],
      gender: [true, true],
      interestedInGender: [true, true],
      photos: [true, true],
      userInterests: [false, true],
      email: [false, true],
      sexualOrientations: [false, false],
      consents: [false, false],
      relationshipIntent: [false, false],
    });
    const interests = fields.find((f) => f.name === 'userInterests') as unknown as { available_interests: unknown[]; min: number; max: number };
    expect(interests.available_interests.length).toBeGreaterThan(5);
    expect([interests.min, interests.max]).toEqual([3, 5]);
    expect((await field(n, 'photos')).data).toEqual([]);
  });

  it('ONB-04: a member who signed in by e-mail has that address already: the e-mail field is not editable and shows it', async () => {
    const client = t.client();
    const state = (await signInByEmail(client, 'new.member@example.com')).body.onboardingState!;
    const answer = await client.get('/v2/onboarding/fields', { token: state.onboardingToken! });
    expect(answer.body.data.fields.find((f: { name: string }) => f.name === 'email')).toMatchObject({ editable: false, data: 'new.member@example.com' });
  });

  it('the onboarding routes take an onboarding token only: none is 401, a member`s is 403', async () => {
    const member = await signedInMember(t.client(), t.database.db, nextPhone());
    expect((await t.client().get('/v2/onboarding/fields')).status).toBe(401);
    const refused = await t.client().get('/v2/onboarding/fields', { token: member.authToken });
    expect(refused.status).toBe(403);
  });
});

describe('answering', () => {
  it('ONB-08: answers are stored and shown again; an empty optional field sent as skipped is stored as skipped', async () => {
    const n = await newcomer();
    const answer = await post(n, [
      { name: 'name', data: '  Zoë   Ann-Marie ' },
      { name: 'gender', data: 2 },
      { name: 'customGender', data: 'Non-binary' },
      { name: 'email', meta: { skipped: true } },
    ]);
    expect(answer.status).toBe(200);
    const fields = await fieldsOf(n);
    const byName = (name: string) => fields.find((f) => f.name === name)!;
    expect(byName('name').data).toBe('Zoë Ann-Marie');
    expect(byName('gender').data).toBe(2);
    expect(byName('customGender').data).toBe('Non-binary');
    expect(byName('email').meta).toEqual({ skipped: true });
    expect(byName('email').data).toBeUndefined();
  });

  it('ONB-08: a required field sent as skipped is refused', async () => {
    const n = await newcomer();
    const answer = await post(n, [{ name: 'name', meta: { skipped: true } }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([{ name: 'name', code: ErrorCode.BAD_REQUEST, message: 'This field is required' }]);
  });

  it('ONB-10: 40009 for a name with characters a name cannot have, 40010 for a reserved name, 40038 for a bad e-mail', async () => {
    const n = await newcomer();
    for (const bad of ['R2D2', 'Alex <b>', 'alex@home', '😀']) {
      const answer = await post(n, [{ name: 'name', data: bad }]);
      expect([answer.status, answer.body.error.code], bad).toEqual([400, 40009]);
    }
    for (const reserved of ['Admin', 'spark', 'Support']) {
      const answer = await post(n, [{ name: 'name', data: reserved }]);
      expect([answer.status, answer.body.error.code], reserved).toEqual([400, 40010]);
    }
    for (const bad of ['not-an-email', 'a@b', 'two@@example.com', 'sp ace@example.com']) {
      const answer = await post(n, [{ name: 'email', data: bad }]);
      expect([answer.status, answer.body.error.code], bad).toEqual([400, 40038]);
    }
    for (const good of ["O'Brien", 'Jean-Luc', 'Анна', '李小龍', 'J. R.']) {
      expect((await post(n, [{ name: 'name', data: good }])).status, good).toBe(200);
    }
  });

  it('ONB-10: one refused field stores nothing of the request, and every refused field is named', async () => {
    const n = await newcomer();
    const answer = await post(n, [
      { name: 'name', data: 'Robin' },
      { name: 'birthDate', data: '1995-03-14' },
      { name: 'email', data: 'nope' },
      { name: 'userInterests', data: ['it_1'] },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(40038);
    expect(answer.body.error.fields.map((f: { name: string; code: number }) => [f.name, f.code])).toEqual([
      ['email', 40038],
      ['userInterests', 40000],
    ]);
    expect((await field(n, 'name')).data).toBeUndefined();
    expect((await field(n, 'birthDate')).data).toBeUndefined();
  });

  it('ONB-10: a field that is not editable, an unknown field name or a value of the wrong type is refused', async () => {
    const n = await newcomer();
    expect((await post(n, [{ name: 'consents', data: [] }])).status).toBe(400);
    expect((await post(n, [{ name: 'nickname', data: 'x' }])).status).toBe(400);
    expect((await post(n, [{ name: 'gender', data: '1' }])).status).toBe(400);
    expect((await post(n, [{ name: 'interestedInGender', data: [0, 0] }])).status).toBe(400);
    expect((await post(n, [{ name: 'birthDate', data: '1995-02-30' }])).status).toBe(400);
    expect((await post(n, [{ name: 'birthDate', data: '2999-01-01' }])).status).toBe(400);
  });
});

describe('the age threshold (BAN-15: birthdays begin at 00:00 UTC)', () => {
  it('BAN-15: turning 18 today is accepted, all day long', async () => {
    // 00:00:01 UTC and 23:59:59 UTC of the same day: 18 since midnight.
    const midnight = Math.ceil((t.time.now() + 1) / DAY) * DAY;
    t.time.advanceTo(midnight + 1000);
    const morning = await newcomer();
    expect((await post(morning, [{ name: 'birthDate', data: dateYearsBefore(t.time.now(), 18) }])).status).toBe(200);
    t.time.advanceTo(midnight + DAY - 60_000);
    const evening = await newcomer();
    expect((await post(evening, [{ name: 'birthDate', data: dateYearsBefore(t.time.now(), 18) }])).status).toBe(200);
  });

  it('BAN-15, BAN-05: turning 18 tomorrow gets the underage answer: 403/40301, ttl = seconds to 00:00 UTC, appealable, a token', async () => {
    const midnight = Math.ceil((t.time.now() + 1) / DAY) * DAY;
    t.time.advanceTo(midnight + DAY - 90_000); // 23:58:30 UTC
    const n = await newcomer();
    const answer = await post(n, [
      { name: 'name', data: 'Kim' },
      { name: 'birthDate', data: dateYearsBefore(t.time.now(), 18, 1) },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 40301, ttl: 90, is_appealable: true, is_onboarding: true });
    expect(answer.body.error.underage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('BAN-15: a member refused as under 18 stays refused (another birth date, a photo, completing) until the 18th birthday', async () => {
    const n = await newcomer();
    const fifteen = dateYearsBefore(t.time.now(), 15);
    expect((await post(n, [{ name: 'birthDate', data: fifteen }])).status).toBe(403);
    const retried = await post(n, [{ name: 'birthDate', data: '1990-01-01' }]);
    expect([retried.status, retried.body.error.code]).toEqual([403, 40301]);
    expect(retried.body.error.ttl).toBeGreaterThan(2 * 365 * 86_400);
    expect((await uploadOnboardingPhoto(n.client, n.token)).status).toBe(403);
    expect((await n.client.post('/v2/onboarding/complete', { token: n.token, body: {} })).status).toBe(403);
  });
});

describe('photos', () => {
  it('ONB-11: a photo uploads as a multipart blob, re-encoded without its GPS position, and is listed in the photos field', async () => {
    const n = await newcomer();
    const original = await photo({ width: 900, height: 1200, format: 'jpeg', gps: { lat: 52.52, lng: 13.405 } });
    expect(jpegGps(original)).not.toBeNull();
    const answer = await uploadOnboardingPhoto(n.client, n.token, original);
    expect(answer.status).toBe(200);
    const media = answer.body.data.media;
    expect(media).toMatchObject({ type: 'photo', content_type: 'image/webp' });
    const served = new Uint8Array(await (await fetch(new URL(media.url, t.baseUrl))).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(((await field(n, 'photos')).data as Array<{ id: string }>).map((p) => p.id)).toEqual([media.id]);
  });

  it('ONB-10: a file that is no photo is 400/50020; an oversized or non-multipart body is refused', async () => {
    const n = await newcomer();
    const text = await uploadOnboardingPhoto(n.client, n.token, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect([text.status, text.body.error.code]).toEqual([400, 50020]);
    const raw = await n.client.fetch('/v2/onboarding/photo', { method: 'POST', headers: { 'x-auth-token': n.token, 'content-type': 'image/png' }, body: new Uint8Array(realPng()) });
    expect(raw.status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(realPng());
    // Every time: the multipart parser has been seen to end a second oversized file at its limit without an error.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await uploadOnboardingPhoto(n.client, n.token, big, 'image/png')).status).toBe(413);
    expect((await field(n, 'photos')).data).toEqual([]);
  });

  it('ONB-10: the photos field takes the member`s photos in a new order; unknown ids, a repeat or none are 40012', async () => {
    const n = await newcomer();
    const first = (await uploadOnboardingPhoto(n.client, n.token)).body.data.media.id;
    const second = (await uploadOnboardingPhoto(n.client, n.token)).body.data.media.id;
    expect((await post(n, [{ name: 'photos', data: [second, first] }])).status).toBe(200);
    expect(((await field(n, 'photos')).data as Array<{ id: string }>).map((p) => p.id)).toEqual([second, first]);
    for (const bad of [[], [first], [first, 'aaaaaaaaaaaaaaaaaaaaaaaa'], [first, first]]) {
      const answer = await post(n, [{ name: 'photos', data: bad }]);
      expect([answer.status, answer.body.error.code], JSON.stringify(bad)).toEqual([400, 40012]);
    }
    const other = await newcomer();
    const theirs = (await uploadOnboardingPhoto(other.client, other.token)).body.data.media.id;
    expect((await post(n, [{ name: 'photos', data: [first, theirs] }])).body.error.code).toBe(40012);
  });
});

describe('completing', () => {
  it('ONB-13: completing gives a login result like the sign-in one; the member token works, the onboarding token and refresh token are spent', async () => {
    const n = await newcomer();
    const data = await onboard(n.client, n.token, { name: 'Robin' });
    expect(data.login_result).toMatchObject({ user_id: n.userId, is_new_user: true, auth_token: expect.any(String), refresh_token: expect.any(String) });
    expect(data.login_result.auth_token_ttl).toBe(7 * 24 * 3_600_000);
    const profile = await n.client.get('/v2/profile', { token: data.login_result.auth_token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({ name: 'Robin', birth_date: expect.stringContaining('1995-03-14') });
    expect((await n.client.get('/v2/onboarding/fields', { token: n.token })).status).toBe(401);
    const refreshed = await n.client.post('/v4/auth/token', { body: { refresh_auth: { refresh_token: data.login_result.refresh_token } } });
    expect(refreshed.body.data.login_result.user_id).toBe(n.userId);
    // The same phone signs in as a member from now on.
    t.time.advance(31_000);
    expect((await signInByPhone(t.client(), n.phone)).body.loginResult?.userId).toBe(n.userId);
  });

  it('ONB-13: a browser gets its refresh token as the cookie, never in the body', async () => {
    const n = await newcomer();
    await onboard(n.client, n.token);
    const m = await newcomer();
    const web = m.client.with({ platform: 'web' });
    await web.post('/v2/onboarding/fields', { token: m.token, body: { fields: [{ name: 'name', data: 'Robin' }, { name: 'birthDate', data: '1990-01-01' }, { name: 'gender', data: 0 }, { name: 'interestedInGender', data: [1] }] } });
    await uploadOnboardingPhoto(web, m.token);
    await uploadOnboardingPhoto(web, m.token);
    const answer = await web.post('/v2/onboarding/complete', { token: m.token, body: { funnelSessionId: 'f-1', incentivesData: { promoCode: '' } } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.login_result.refresh_token).toBe('');
    expect(answer.headers.get('set-cookie')).toContain('__Host-refresh_token=');
  });

  it('ONB-13: completing before every required field is answered and the main photo is in is 400 naming what is missing', async () => {
    const n = await newcomer();
    await post(n, [{ name: 'name', data: 'Robin' }]);
    const answer = await n.client.post('/v2/onboarding/complete', { token: n.token, body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.map((f: { name: string }) => f.name)).toEqual(['birthDate', 'gender', 'interestedInGender', 'photos']);
  });

  it('ONB-12: onboarding completes with the main photo alone (the others follow after login)', async () => {
    const n = await newcomer();
    await post(n, [{ name: 'name', data: 'Robin' }, { name: 'birthDate', data: '1995-03-14' }, { name: 'gender', data: 1 }, { name: 'interestedInGender', data: [0] }]);
    const main = (await uploadOnboardingPhoto(n.client, n.token)).body.data.media.id;
    expect((await post(n, [{ name: 'photos', data: [main] }])).status).toBe(200);
    expect((await n.client.post('/v2/onboarding/complete', { token: n.token, body: {} })).status).toBe(200);
  });

  it('a completed member appears in another member`s recs when their settings match, and not when they do not', async () => {
    const viewer = await signedInMember(t.client(), t.database.db, nextPhone(), { name: 'Vic', birthDate: '1992-01-01' });
    await t.database.db.query('UPDATE users SET gender = 0, interested_in = $2 WHERE id = $1', [viewer.userId, [1]]);
    const recIds = async () => ((await t.client().get('/v2/recs/core', { token: viewer.authToken })).body.data.results as Array<{ user: { _id: string } }>).map((r) => r.user._id);
    const match = await newcomer();
    await onboard(match.client, match.token, { gender: 1, interestedInGender: [0] });
    const elsewhere = await newcomer();
    await onboard(elsewhere.client, elsewhere.token, { gender: 1, interestedInGender: [1] });
    const unfinished = await newcomer();
    await post(unfinished, [{ name: 'name', data: 'Una' }, { name: 'gender', data: 1 }, { name: 'interestedInGender', data: [0] }]);
    const recs = await recIds();
    expect(recs).toContain(match.userId);
    expect(recs).not.toContain(elsewhere.userId);
    expect(recs).not.toContain(unfinished.userId);
  });
});

describe('abandoning', () => {
  it('ONB-15: DELETE /v2/onboarding/user deletes the newcomer and their photos; the token stops working; the phone starts afresh', async () => {
    const n = await newcomer();
    await uploadOnboardingPhoto(n.client, n.token);
    const answer = await n.client.json('DELETE', '/v2/onboarding/user', { token: n.token });
    expect(answer.status).toBe(200);
    expect((await n.client.get('/v2/onboarding/fields', { token: n.token })).status).toBe(401);
    expect((await t.database.rowCounts())['media'] ?? 0).toBe(0);
    t.time.advance(31_000);
    const again = (await signInByPhone(t.client(), n.phone)).body.onboardingState!;
    expect(again.userId).not.toBe(n.userId);
  });
});
