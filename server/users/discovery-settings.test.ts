import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { setColumns, signedIn, type SignedIn } from '../recs/testing/discovery-members';
import { signInByPhone } from '../testing/sign-in';
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

const save = (member: SignedIn, body: unknown) => t.client().post('/v2/profile/user', { token: member.token, body });
const profile = async (member: SignedIn) => (await t.client().get('/v2/profile', { token: member.token })).body.data;

describe('POST /v2/profile/user: the discovery settings (EP-053)', () => {
  it('SET-04: saves age range, distance (miles), show me, auto expansion, global mode and preference filters; GET /v2/profile answers them', async () => {
    const me = await signedIn(t, '+14155550501');
    await setColumns(t, me.id, { tier: 'gold' });
    const body = {
      age_filter_min: 25,
      age_filter_max: 40,
      distance_filter: 30,
      interested_in_genders: [1, 2],
      auto_expansion: { age_toggle: true, distance_toggle: false },
      global_mode: { is_enabled: true },
      preference_filters: { number_of_photos: 3, has_bio: true, is_verified: true, user_interests: ['it_54', 'it_7'] },
    };
    const answer = await save(me, body);
    expect(answer.status).toBe(200);
    const expected = {
      age_filter_min: 25,
      age_filter_max: 40,
      distance_filter: 30,
      interested_in_genders: [1, 2],
      // PROF-08's code for women and beyond binary.
      gender_filter: 5,
      auto_expansion: { age_toggle: true, distance_toggle: false },
      global_mode: { is_enabled: true, language_preferences: [] },
      discoverable: true,
      user_presence_disabled: false,
      preference_filters: { number_of_photos: 3, has_bio: true, is_verified: true, user_interests: ['it_54', 'it_7'] },
    };
    expect(answer.body.data.user).toEqual(expected);
    expect(await profile(me)).toMatchObject({ user: expected, feature_access: { preference_filters: { unlimited: true, required_tier: 'plus', allow: true } } });
    // A change names only what changes; the rest stays.
    expect((await save(me, { distance_filter: 100, age_filter_max: 1000 })).body.data.user).toEqual({ ...expected, distance_filter: 100, age_filter_max: 1000 });
  });

  it('PROF-08, SET-04: show me as PROF-08 codes: everyone -1 (none or all three), one gender its value, men and women 3, men and beyond binary 4', async () => {
    const me = await signedIn(t, '+14155550502');
    const codes: Array<[number[], number]> = [[[], -1], [[0, 1, 2], -1], [[0], 0], [[1], 1], [[2], 2], [[0, 1], 3], [[0, 2], 4], [[1, 2], 5]];
    for (const [genders, code] of codes) expect((await save(me, { interested_in_genders: genders })).body.data.user.gender_filter, String(genders)).toBe(code);
  });

  it('SET-02: ages 18 to 100 or 1000, distance 1 to 100 miles, photos 1 to 9, whole numbers, lower age not above upper: each refused field is named; nothing is written', async () => {
    const me = await signedIn(t, '+14155550503');
    await setColumns(t, me.id, { tier: 'plus' });
    const before = await profile(me);
    const refused = async (body: Record<string, unknown>) => {
      const answer = await save(me, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
      return answer.body.error.fields as unknown[];
    };
    const age = (field: string) => ({ field, reason: 'range', min: 18, max: 100 });
    expect(await refused({ age_filter_min: 17 })).toEqual([age('age_filter_min')]);
    expect(await refused({ age_filter_min: 101 })).toEqual([age('age_filter_min')]);
    expect(await refused({ age_filter_min: 30.5 })).toEqual([age('age_filter_min')]);
    expect(await refused({ age_filter_max: 101 })).toEqual([age('age_filter_max')]);
    expect(await refused({ age_filter_max: 999 })).toEqual([age('age_filter_max')]);
    expect(await refused({ distance_filter: 0 })).toEqual([{ field: 'distance_filter', reason: 'range', min: 1, max: 100 }]);
    expect(await refused({ distance_filter: 101 })).toEqual([{ field: 'distance_filter', reason: 'range', min: 1, max: 100 }]);
    expect(await refused({ preference_filters: { number_of_photos: 10 } })).toEqual([{ field: 'preference_filters.number_of_photos', reason: 'range', min: 1, max: 9 }]);
    expect(await refused({ age_filter_min: 10, distance_filter: 500 })).toEqual([age('age_filter_min'), { field: 'distance_filter', reason: 'range', min: 1, max: 100 }]);
    expect(await refused({ age_filter_min: 50, age_filter_max: 40 })).toEqual([{ field: 'age_filter_min', reason: 'order' }]);
    await save(me, { age_filter_min: 30 });
    expect(await refused({ age_filter_max: 29 })).toEqual([{ field: 'age_filter_max', reason: 'order' }]);
    expect((await profile(me)).user).toEqual({ ...before.user, age_filter_min: 30 });
    // The bounds themselves are accepted.
    for (const body of [{ age_filter_min: 18, age_filter_max: 18 }, { age_filter_min: 100, age_filter_max: 100 }, { age_filter_max: 1000 }, { distance_filter: 1 }, { distance_filter: 100 }, { preference_filters: { number_of_photos: 9 } }]) {
      expect((await save(me, body)).status, JSON.stringify(body)).toBe(200);
    }
  });

  it('SET-07, PUR-08: a free member turning a preference filter on gets 403 with the paywall code; turning them off, or any other setting, is free', async () => {
    const me = await signedIn(t, '+14155550504');
    for (const preference_filters of [{ has_bio: true }, { is_verified: true }, { number_of_photos: 2 }, { user_interests: ['it_7'] }]) {
      const refused = await save(me, { preference_filters });
      expect([refused.status, refused.body.error.code], JSON.stringify(preference_filters)).toEqual([403, ErrorCode.PAYWALL_REQUIRED]);
      expect(refused.body.error.paywall).toEqual({ feature: 'preference_filters', required_tier: 'plus' });
    }
    expect((await save(me, { preference_filters: { has_bio: false, number_of_photos: 1, user_interests: [] }, age_filter_min: 21 })).status).toBe(200);
    expect((await profile(me)).feature_access).toEqual({ preference_filters: { unlimited: false, required_tier: 'plus', allow: false }, passport: { allow: false, required_tier: 'plus' }, swipe_note: { amount: 0 } });
  });

  it('SET-10: recently active and discoverable are free; the plus controls need the tier with their paywall feature (PUR-08)', async () => {
    const me = await signedIn(t, '+14155550505');
    expect((await save(me, { discoverable: false, user_presence_disabled: true })).body.data.user).toMatchObject({ discoverable: false, user_presence_disabled: true });
    const features: Array<[Record<string, unknown>, string]> = [
      [{ hide_age: true }, 'your_profile'],
      [{ hide_distance: true }, 'your_profile'],
      [{ discoverable_party: 'liked' }, 'who_sees_you'],
      [{ blend: 'recent_activity' }, 'who_you_see'],
      [{ hide_ads: true }, 'hide_ads'],
    ];
    for (const [plus_control, feature] of features) {
      const refused = await save(me, { plus_control });
      expect([refused.status, refused.body.error.paywall], feature).toEqual([403, { feature, required_tier: 'plus' }]);
    }
    expect((await save(me, { plus_control: { hide_age: false, discoverable_party: 'everyone', blend: 'optimal' } })).status).toBe(200);
    await setColumns(t, me.id, { tier: 'plus' });
    const all = { hide_age: true, hide_distance: true, hide_ads: true, discoverable_party: 'liked', blend: 'recent_activity' };
    const saved = await save(me, { plus_control: all });
    expect(saved.body.data.plus_control).toEqual(all);
    expect((await profile(me)).plus_control).toEqual(all);
  });

  it('a value of the wrong type, an unknown field or an unknown interest is 400/40000; no token 401; an onboarding token 403', async () => {
    const me = await signedIn(t, '+14155550506');
    await setColumns(t, me.id, { tier: 'plus' });
    for (const body of [{ age_filter_min: '30' }, { interested_in_genders: [3] }, { interested_in_genders: [1, 1] }, { radius: 5 }, { plus_control: { hide_age: 'yes' } }, { preference_filters: { user_interests: ['it_9999'] } }]) {
      const refused = await save(me, body);
      expect([refused.status, refused.body.error.code], JSON.stringify(body)).toEqual([400, ErrorCode.BAD_REQUEST]);
    }
    expect((await t.client().post('/v2/profile/user', { body: { distance_filter: 5 } })).status).toBe(401);
    const onboarding = (await signInByPhone(t.client(), '+14155550507')).body.onboardingState!.onboardingToken!;
    expect((await t.client().post('/v2/profile/user', { token: onboarding, body: { distance_filter: 5 } })).status).toBe(403);
  });
});
