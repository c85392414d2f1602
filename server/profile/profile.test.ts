import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const post = (member: SignedIn, path: string, body: unknown) => t.client().post(path, { token: member.token, body });
const own = async (member: SignedIn) => (await t.client().get('/v2/profile', { token: member.token })).body.data;
const card = async (viewer: SignedIn, of: SignedIn) => (await t.client().get(`/user/${of.id}`, { token: viewer.token })).body.data;
const fieldsOf = (answer: { status: number; body: { error?: { code: number; fields?: unknown[] } } }) => {
  expect(answer.status).toBe(400);
  expect(answer.body.error?.code).toBe(40000);
  return answer.body.error?.fields;
};

describe('the own profile (GET /v2/profile, PROF-01, PROF-02)', () => {
  it('PROF-01: a new member`s profile carries the fields they edit, empty, with the catalogues and bounds; PROF-25: heights in cm', async () => {
    const me = await signedIn(t, '+14155550601');
    const data = await own(me);
    expect(data.user).toMatchObject({
      bio: '',
      jobs: [],
      schools: [],
      selected_descriptors: [],
      relationship_intent: null,
      height: null,
      height_measure_type: 'cm',
      user_prompts: { max_prompts: 3, prompts: [] },
      // PROF-05: the server's bounds, default [3, 5].
      user_interests: { selected_interests: [], min_interests: 3, max_interests: 5 },
    });
    expect(data.user.user_interests.available_interests.length).toBeGreaterThan(5);
    expect(data.available_descriptors.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining(['de_29', 'de_30', 'de_38']));
    expect(data.onboarding).toEqual({ tutorials: [] });
    expect(data.profile_meter).toEqual({
      percent_achieved: 0,
      incomplete_components: ['photos', 'bio', 'job', 'school', 'interests', 'prompts', 'descriptors', 'relationship_intent', 'height'].map((key) => ({ key })),
    });
  });

  it('PROF-23: the meter grows as the member fills their profile, and names what is missing', async () => {
    const me = await signedIn(t, '+14155550602');
    const saved = await post(me, '/v2/profile', { bio: 'Coffee first.', relationship_intent: 'long_term', height: 180 });
    expect(saved.status).toBe(200);
    // 3 of 9 components: a third, rounded down.
    expect(saved.body.data.profile_meter).toEqual({
      percent_achieved: 33,
      incomplete_components: ['photos', 'job', 'school', 'interests', 'prompts', 'descriptors'].map((key) => ({ key })),
    });
    await post(me, '/v2/profile/interests', { selected_interests: ['it_1', 'it_2', 'it_3'] });
    expect((await own(me)).profile_meter.percent_achieved).toBe(44);
  });
});

describe('POST /v2/profile (EP-052): bio, gender, what they look for, height, descriptors', () => {
  it('PROF-01: a bio of 500 characters is saved and shown on the card; 501 is refused with a field error and nothing is written', async () => {
    const me = await signedIn(t, '+14155550603');
    const other = await signedIn(t, '+14155550604');
    const bio = 'b'.repeat(500);
    expect((await post(me, '/v2/profile', { bio })).body.data.user.bio).toBe(bio);
    expect(fieldsOf(await post(me, '/v2/profile', { bio: 'c'.repeat(501), height: 170 }))).toEqual([{ field: 'bio', reason: 'too_long', max: 500 }]);
    expect((await own(me)).user).toMatchObject({ bio, height: null });
    expect((await card(other, me)).bio).toBe(bio);
  });

  it('PROF-25: heights run from 90 to 250 cm; the unit is kept; PROF-29: an unknown intent is refused', async () => {
    const me = await signedIn(t, '+14155550605');
    expect(fieldsOf(await post(me, '/v2/profile', { height: 89 }))).toEqual([{ field: 'height', reason: 'range', min: 90, max: 250 }]);
    expect(fieldsOf(await post(me, '/v2/profile', { height: 251 }))).toEqual([{ field: 'height', reason: 'range', min: 90, max: 250 }]);
    expect(fieldsOf(await post(me, '/v2/profile', { relationship_intent: 'forever' }))).toEqual([{ field: 'relationship_intent', reason: 'unknown' }]);
    const saved = (await post(me, '/v2/profile', { height: 250, height_measure_type: 'ft', relationship_intent: 'new_friends' })).body.data.user;
    expect(saved).toMatchObject({ height: 250, height_measure_type: 'ft', relationship_intent: 'new_friends' });
    expect((await post(me, '/v2/profile', { height: null, relationship_intent: null })).body.data.user).toMatchObject({ height: null, relationship_intent: null });
  });

  it('PROF-09: the gender is 0, 1 or 2, with an optional self-described gender of at most 32 characters', async () => {
    const me = await signedIn(t, '+14155550606');
    expect((await post(me, '/v2/profile', { gender: 3 })).status).toBe(400);
    expect(fieldsOf(await post(me, '/v2/profile', { gender: 2, custom_gender: 'x'.repeat(33) }))).toEqual([{ field: 'custom_gender', reason: 'too_long', max: 32 }]);
    expect((await post(me, '/v2/profile', { gender: 2, custom_gender: 'Non-binary', show_gender_on_profile: true })).body.data.user).toMatchObject({
      gender: 2,
      custom_gender: 'Non-binary',
      show_gender_on_profile: true,
    });
  });

  it('PROF-20: descriptors are chosen from the catalogue (de_29, de_30, de_38, ...) and shown on the card; unknown ones are refused', async () => {
    const me = await signedIn(t, '+14155550607');
    const other = await signedIn(t, '+14155550608');
    expect(fieldsOf(await post(me, '/v2/profile', { selected_descriptors: [{ id: 'de_99', choice_selections: [{ id: '1' }] }] }))).toEqual([
      { field: 'selected_descriptors', reason: 'unknown' },
    ]);
    expect(fieldsOf(await post(me, '/v2/profile', { selected_descriptors: [{ id: 'de_38', choice_selections: [{ id: '9' }] }] }))).toEqual([
      { field: 'selected_descriptors', reason: 'unknown' },
    ]);
    const saved = await post(me, '/v2/profile', { selected_descriptors: [{ id: 'de_38', choice_selections: [{ id: '2' }] }] });
    expect(saved.body.data.user.selected_descriptors).toEqual([{ id: 'de_38', name: 'Sleeping habits', choice_selections: [{ id: '2', name: 'Night owl' }] }]);
    expect((await card(other, me)).selected_descriptors).toEqual([{ id: 'de_38', name: 'Sleeping habits', choice_selections: [{ id: '2', name: 'Night owl' }] }]);
  });

  it('PROF-03: a newcomer still onboarding may not edit a member`s profile (403)', async () => {
    const onboarding = (await signInByPhone(t.client(), '+14155550609')).body.onboardingState!.onboardingToken!;
    const answer = await t.client().post('/v2/profile', { token: onboarding, body: { bio: 'hi' } });
    expect(answer.status).toBe(403);
  });
});

describe('POST /v2/profile/job (EP-054) and /v2/profile/school (EP-055)', () => {
  it('PROF-04: company and job title of 128 characters are saved; 129 is refused for each with a field error naming it', async () => {
    const me = await signedIn(t, '+14155550610');
    const job = { company: { name: 'c'.repeat(128), displayed: true }, title: { name: 't'.repeat(128), displayed: true } };
    expect((await post(me, '/v2/profile/job', { jobs: [job] })).body.data.user.jobs).toEqual([job]);
    const refused = await post(me, '/v2/profile/job', { jobs: [{ company: { name: 'c'.repeat(129) }, title: { name: 't'.repeat(129) } }] });
    expect(fieldsOf(refused)).toEqual([
      { field: 'jobs.company', reason: 'too_long', max: 128 },
      { field: 'jobs.title', reason: 'too_long', max: 128 },
    ]);
    expect((await own(me)).user.jobs).toEqual([job]);
  });

  it('PROF-04: a school of 128 characters is saved, 129 refused; an empty list removes it', async () => {
    const me = await signedIn(t, '+14155550611');
    expect((await post(me, '/v2/profile/school', { schools: [{ name: 's'.repeat(128), displayed: true }] })).body.data.user.schools).toEqual([{ name: 's'.repeat(128), displayed: true }]);
    expect(fieldsOf(await post(me, '/v2/profile/school', { schools: [{ name: 's'.repeat(129) }] }))).toEqual([{ field: 'schools.name', reason: 'too_long', max: 128 }]);
    expect((await post(me, '/v2/profile/school', { schools: [] })).body.data.user.schools).toEqual([]);
  });

  it('PROF-01: the card shows a job and a school only where `displayed` is on', async () => {
    const me = await signedIn(t, '+14155550612');
    const other = await signedIn(t, '+14155550613');
    await post(me, '/v2/profile/job', { jobs: [{ company: { name: 'Acme', displayed: false }, title: { name: 'Baker', displayed: true } }] });
    await post(me, '/v2/profile/school', { schools: [{ name: 'HTW Berlin', displayed: false }] });
    const seen = await card(other, me);
    expect(seen.jobs).toEqual([{ title: { name: 'Baker', displayed: true } }]);
    expect(seen.schools).toBeUndefined();
    expect((await own(me)).user.jobs).toEqual([{ company: { name: 'Acme', displayed: false }, title: { name: 'Baker', displayed: true } }]);
  });
});

describe('interests (PROF-05)', () => {
  it('PROF-05: a selection must hold 3 to 5 interests of the catalogue; fewer, more, unknown or repeated ones are refused', async () => {
    const me = await signedIn(t, '+14155550614');
    const range = [{ field: 'selected_interests', reason: 'range', min: 3, max: 5 }];
    expect(fieldsOf(await post(me, '/v2/profile/interests', { selected_interests: ['it_1', 'it_2'] }))).toEqual(range);
    expect(fieldsOf(await post(me, '/v2/profile/interests', { selected_interests: ['it_1', 'it_2', 'it_3', 'it_4', 'it_5', 'it_6'] }))).toEqual(range);
    expect(fieldsOf(await post(me, '/v2/profile/interests', { selected_interests: ['it_1', 'it_2', 'it_999'] }))).toEqual([{ field: 'selected_interests', reason: 'unknown' }]);
    expect(fieldsOf(await post(me, '/v2/profile/interests', { selected_interests: ['it_1', 'it_1', 'it_2'] }))).toEqual([{ field: 'selected_interests', reason: 'unknown' }]);
    const five = ['it_5', 'it_1', 'it_2', 'it_3', 'it_4'];
    const saved = await post(me, '/v2/profile/interests', { selected_interests: five });
    expect(saved.body.data.user.user_interests.selected_interests.map((i: { id: string }) => i.id)).toEqual(five);
  });

  it('PROF-05: removal goes through DELETE, and is refused when fewer than 3 would be left', async () => {
    const me = await signedIn(t, '+14155550615');
    const other = await signedIn(t, '+14155550616');
    await post(me, '/v2/profile/interests', { selected_interests: ['it_1', 'it_2', 'it_3', 'it_4'] });
    const remove = (id: string) => t.client().json('DELETE', '/v2/profile/interests', { token: me.token, body: { interest_id: id } });
    const removed = await remove('it_2');
    expect(removed.status).toBe(200);
    expect(removed.body.data.user.user_interests.selected_interests.map((i: { id: string }) => i.id)).toEqual(['it_1', 'it_3', 'it_4']);
    expect(fieldsOf(await remove('it_1'))).toEqual([{ field: 'selected_interests', reason: 'range', min: 3, max: 5 }]);
    expect((await remove('it_9')).status).toBe(404);
    expect((await card(other, me)).user_interests.selected_interests.map((i: { id: string }) => i.id)).toEqual(['it_1', 'it_3', 'it_4']);
  });
});

describe('prompts (PROF-07)', () => {
  it('PROF-07: up to 3 prompts of the catalogue with answers of 1 to 150 characters; the card lists them by the number in their id', async () => {
    const me = await signedIn(t, '+14155550617');
    const other = await signedIn(t, '+14155550618');
    const four = ['pr_1', 'pr_2', 'pr_3', 'pr_4'].map((id) => ({ id, answer_text: 'yes' }));
    expect(fieldsOf(await post(me, '/v2/profile/prompts', { prompts: four }))).toEqual([{ field: 'prompts', reason: 'range', min: 0, max: 3 }]);
    expect(fieldsOf(await post(me, '/v2/profile/prompts', { prompts: [{ id: 'pr_99', answer_text: 'x' }] }))).toEqual([{ field: 'prompts.id', reason: 'unknown' }]);
    expect(fieldsOf(await post(me, '/v2/profile/prompts', { prompts: [{ id: 'pr_1', answer_text: 'x'.repeat(151) }] }))).toEqual([
      { field: 'prompts.answer_text', reason: 'too_long', max: 150 },
    ]);
    expect(fieldsOf(await post(me, '/v2/profile/prompts', { prompts: [{ id: 'pr_1', answer_text: '   ' }] }))).toEqual([{ field: 'prompts.answer_text', reason: 'empty' }]);
    const prompts = [
      { id: 'pr_5', answer_text: 'Share your fries' },
      { id: 'pr_2', answer_text: 'x'.repeat(150) },
    ];
    expect((await post(me, '/v2/profile/prompts', { prompts })).body.data.user.user_prompts.prompts).toEqual(prompts);
    expect((await card(other, me)).user_prompts.prompts.map((p: { id: string }) => p.id)).toEqual(['pr_2', 'pr_5']);
  });
});

describe('tutorials (PROF-27)', () => {
  it('PROF-27: POST /v2/profile/tutorials records the tutorials seen, each once, and the profile`s onboarding.tutorials lists them', async () => {
    const me = await signedIn(t, '+14155550619');
    expect((await post(me, '/v2/profile/tutorials', { tutorials: ['profile_meter'] })).body.data).toEqual({ onboarding: { tutorials: ['profile_meter'] } });
    await post(me, '/v2/profile/tutorials', { tutorials: ['edit_profile', 'profile_meter'] });
    expect((await own(me)).onboarding).toEqual({ tutorials: ['edit_profile', 'profile_meter'] });
  });
});

describe('cards of seeded data', () => {
  it('PROF-01: jobs and schools stored before `displayed` existed show on cards', async () => {
    const me = await signedIn(t, '+14155550620');
    const other = await signedIn(t, '+14155550621');
    await setColumns(t, me.id, { jobs: JSON.stringify([{ company: 'Acme', title: 'Baker' }]), schools: JSON.stringify([{ name: 'HTW Berlin' }]) });
    const seen = await card(other, me);
    expect(seen.jobs).toEqual([{ company: { name: 'Acme', displayed: true }, title: { name: 'Baker', displayed: true } }]);
    expect(seen.schools).toEqual([{ name: 'HTW Berlin', displayed: true }]);
  });
});
