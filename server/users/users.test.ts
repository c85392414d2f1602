import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { signInByPhone, signedInMember } from '../testing/sign-in';
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

const ALICE = '+14155550101';
const BOB = '+14155550102';

/**
 * The routes that take an object id, each tried with another member's token: below, and for discovery in
 * server/recs/discovery.test.ts ('another member`s token acts as that member') and server/recs/rewind.test.ts
 * ('another member`s token rewinds that member`s own last swipe only').
 */
const ID_ROUTES_TESTED = new Set([
  'GET /api/user/:userId',
  'POST /api/like/:userId',
  'POST /api/like/:userId/super',
  'POST /api/pass/:userId',
  'DELETE /api/like/:userId',
  'DELETE /api/like/:userId/super',
  'DELETE /api/pass/:userId',
  // RECS-15: a like with a swipe note, as a like (server/purchase/consumables.test.ts and the security suite's table).
  'POST /api/v2/like/:userId/swipenote',
  // tests/security/sessions.test.ts and the security suite's table (tests/security/endpoints.ts).
  'DELETE /api/v2/auth/sessions/:sessionId',
]);
// Matches and chat: server/matches/matches.test.ts ('another member`s token acts as that member'); the catalogue's
// pictures are public and hold nothing of anyone's.
for (const route of [
  'GET /api/v2/matches/:matchId',
  'DELETE /api/user/matches/:matchId',
  'POST /api/user/matches/:matchId',
  'POST /api/v2/seen/:matchId',
  'POST /api/v2/seen/:matchId/:messageId',
  'POST /api/v2/read-receipts/:matchId',
  'GET /api/gif/assets/:file',
  'GET /api/sticker/assets/:file',
  // Push devices: server/settings/settings.test.ts ('another member cannot remove it'); a device id names the
  // caller's own device only.
  'POST /api/v2/push/devices/:deviceParam',
  'DELETE /api/v2/push/devices/:deviceParam',
  // Alerts: server/bans/warnings-challenges.test.ts (another member acknowledging an alert is 404).
  'POST /api/v1/alerts/:id/acknowledge',
  // Purchases: server/purchase/purchase.test.ts (another member's auto-renew and restore are 404) and the security
  // suite's table; a zip names no one.
  'GET /api/v2/purchase/tax/:zip',
  'PUT /api/v2/purchase/:purchaseId/auto-renew',
  'DELETE /api/v2/purchase/:purchaseId/auto-renew',
  'PUT /api/v2/purchase/:restoreToken/restore',
  // PayPal (PUR-30): a payment method's type names no one; the account saved or deleted is always the caller's own
  // (server/purchase/braintree.test.ts).
  'POST /api/v2/purchase/payment-methods/braintree/:paymentMethodType',
  'DELETE /api/v2/purchase/payment-methods/braintree/:paymentMethodType',
  // Explore (EXP-01, EXP-02): a catalog belongs to no one and every member may browse it; the membership joined or
  // left is always the caller's own, and a catalog's cards follow the recs' rules (server/explore/explore.test.ts).
  'POST /api/v2/explore/:catalogId/join',
  'DELETE /api/v2/explore/:catalogId/join',
  'GET /api/v2/explore/:catalogId/recs',
  // Likes-you teasers: server/likes-you/likes-you.test.ts (LIKES-02: a teaser's random token says nothing of the
  // liker or the photo, and the picture is blurred at 16x21 pixels).
  'GET /media/teasers/:file',
]) {
  ID_ROUTES_TESTED.add(route);
}

describe('the signed-in member', () => {
  it('GET /v2/profile answers the own account with contact details masked, the discovery settings, plus controls, allowances and feature access', async () => {
    const client = t.client();
    const login = await signedInMember(client, t.database.db, ALICE, { name: 'Alice', birthDate: '1994-05-17' });
    const answer = await client.get('/v2/profile', { token: login.authToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      meta: { status: 200 },
      data: {
        user: {
          _id: login.userId,
          name: 'Alice',
          birth_date: '1994-05-17',
          onboarding_state: 'complete',
          // SET-04 with the defaults of docs/decisions.md: everyone from 18 up (1000: no upper age), 50 miles.
          age_filter_min: 18,
          age_filter_max: 1000,
          distance_filter: 50,
          interested_in_genders: [],
          gender_filter: -1,
          auto_expansion: { age_toggle: false, distance_toggle: false },
          global_mode: { is_enabled: false, language_preferences: [] },
          discoverable: true,
          user_presence_disabled: false,
          preference_filters: { number_of_photos: 1, has_bio: false, is_verified: false, user_interests: [] },
          // PROF-01: what the member writes about themselves (server/profile/profile.test.ts).
          bio: '',
          gender: null,
          custom_gender: null,
          show_gender_on_profile: false,
          // PROF-10 (server/profile/all-in-gender.test.ts).
          all_in_gender: [],
          sexual_orientations: [],
          show_orientation_on_profile: false,
          has_user_viewed_all_in_screens: false,
          // PROF-06 (server/profile/quizzes.test.ts).
          sparks_quizzes: [],
          jobs: [],
          schools: [],
          user_interests: expect.objectContaining({ selected_interests: [], min_interests: 3, max_interests: 5 }),
          user_prompts: expect.objectContaining({ max_prompts: 3, prompts: [] }),
          selected_descriptors: [],
          relationship_intent: null,
          height: null,
          height_measure_type: 'cm',
        },
        available_descriptors: expect.any(Array),
        available_quizzes: expect.any(Array),
        profile_meter: expect.objectContaining({ percent_achieved: 0 }),
        onboarding: { tutorials: [] },
        account: { masked_phone_number: '+*******0101', masked_email: null, new_account_email: null, is_email_verified: false },
        settings: expect.objectContaining({ read_receipts: { enabled: true } }),
        plus_control: { hide_age: false, hide_distance: false, hide_ads: false, discoverable_party: 'everyone', blend: 'optimal' },
        likes: { likes_remaining: 100 },
        super_likes: { remaining: 1, resets_at: null, per_day: 1, purchased: 0 },
        bouncerBypass: { total_bouncer_bypass_remaining: 0 },
        readReceipts: { remaining: 10 },
        travel: { is_traveling: false, travel_pos: null, travel_location_info: null },
        feature_access: { preference_filters: { unlimited: false, required_tier: 'plus', allow: false }, passport: { allow: false, required_tier: 'plus' }, swipe_note: { amount: 0 } },
      },
    });
  });
});

describe('access control', () => {
  it('every route that takes an object id is covered by this suite', () => {
    const idRoutes = t.server.routes.filter((route) => route.url.includes(':')).map((route) => `${route.method} ${route.url}`);
    expect(idRoutes.filter((route) => !ID_ROUTES_TESTED.has(route))).toEqual([]);
  });

  it('GET /user/{userId}: another member sees the public card only (id, name, age), never a phone, an e-mail or the birth date beyond the age', async () => {
    const alice = await signedInMember(t.client(), t.database.db, ALICE, { name: 'Alice', birthDate: '1994-05-17' });
    await t.database.db.query("UPDATE users SET email = 'alice@example.com' WHERE id = $1", [alice.userId]);
    const bob = await signedInMember(t.client(), t.database.db, BOB, { name: 'Bob' });
    const answer = await t.client().get(`/user/${alice.userId}`, { token: bob.authToken });
    expect(answer.status).toBe(200);
    // FakeTime starts on 2026-01-01: Alice is 31.
    expect(answer.body).toEqual({
      meta: { status: 200 },
      data: { _id: alice.userId, name: 'Alice', age: 31, birth_date: '1995-01-01T00:00:00.000Z', s_number: expect.any(Number) },
    });
    // The random id and s_number may hold any digits (a "1994" among them is chance): the rest must hold no secret.
    const { _id: _ignoredId, s_number: _ignoredNumber, ...rest } = answer.body.data as Record<string, unknown>;
    expect(JSON.stringify({ ...answer.body, data: rest })).not.toMatch(/0101|alice@|phone|email|1994|05-17/);
  });

  it('GET /user/{userId}: a member still onboarding or banned is not found by others (404/40400), though they see themselves', async () => {
    const bob = await signedInMember(t.client(), t.database.db, BOB);
    const newcomer = (await signInByPhone(t.client(), ALICE)).body.onboardingState!;
    const hidden = await t.client().get(`/user/${newcomer.userId}`, { token: bob.authToken });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe(ErrorCode.NOT_FOUND);

    const carol = await signedInMember(t.client(), t.database.db, '+14155550103');
    await t.server.auth.sessions.banUser(carol.userId);
    expect((await t.client().get(`/user/${carol.userId}`, { token: bob.authToken })).status).toBe(404);
    expect((await t.client().get(`/user/${bob.userId}`, { token: bob.authToken })).status).toBe(200);
  });

  it('GET /user/{userId}: an unknown id is 404/40400, a malformed one 400/40000, and no token 401/40100', async () => {
    const bob = await signedInMember(t.client(), t.database.db, BOB);
    const unknown = await t.client().get('/user/0123456789abcdef01234567', { token: bob.authToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe(ErrorCode.NOT_FOUND);
    const malformed = await t.client().get(`/user/${encodeURIComponent('bad id!')}`, { token: bob.authToken });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await t.client().get(`/user/${bob.userId}`)).status).toBe(401);
  });

  it('one member`s tokens never act on another`s session: a code request token, a refresh token and logout stay with their owner', async () => {
    const client = t.client();
    const alice = await signedInMember(client, t.database.db, ALICE);
    const bob = await signedInMember(t.client(), t.database.db, BOB);
    // Bob's logout ends Bob's session only.
    await t.client().post('/v2/auth/logout', { token: bob.authToken });
    expect((await client.get('/v2/profile', { token: alice.authToken })).status).toBe(200);
    // Alice's code request cannot sign Bob's number in.
    t.time.advance(60_000);
    const aliceRequest = (await client.gateway({ phone: { phone: ALICE } })).body.validatePhoneOtpState!.refreshToken!;
    const code = t.outbox.messagesTo(ALICE)[0]!.text.match(/\d{6}/)![0];
    const crossed = await t.client().gateway({ phoneOtp: { phone: BOB, otp: code, refreshToken: aliceRequest } });
    expect(crossed.status).toBe(400);
    expect(crossed.body.error?.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
  });
});
