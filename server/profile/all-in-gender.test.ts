import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type SignedIn } from '../recs/testing/discovery-members';
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

const post = (member: SignedIn, body: unknown) => t.client().post('/v2/profile', { token: member.token, body });
const own = async (member: SignedIn) => (await t.client().get('/v2/profile', { token: member.token })).body.data;

describe('PROF-10: all-in gender on the server', () => {
  it('PROF-10: a new member has no all-in words, no orientation, shows none, and has not seen the all-in screens', async () => {
    const me = await signedIn(t, '+14155550801');
    expect((await own(me)).user).toMatchObject({ all_in_gender: [], sexual_orientations: [], show_orientation_on_profile: false, has_user_viewed_all_in_screens: false });
  });

  it('PROF-10: the words, the orientations of the app settings` list (named as it names them) and the all-in screens seen are saved and read back', async () => {
    const me = await signedIn(t, '+14155550802');
    const saved = await post(me, { gender: 2, all_in_gender: ['non_binary', 'genderfluid'], sexual_orientations: [8, 4], show_orientation_on_profile: true, has_user_viewed_all_in_screens: true });
    expect(saved.status).toBe(200);
    const expected = {
      gender: 2,
      all_in_gender: ['non_binary', 'genderfluid'],
      sexual_orientations: [
        { id: 8, name: 'Queer' },
        { id: 4, name: 'Bisexual' },
      ],
      show_orientation_on_profile: true,
      has_user_viewed_all_in_screens: true,
    };
    expect(saved.body.data.user).toMatchObject(expected);
    expect((await own(me)).user).toMatchObject(expected);
    // The orientation list is the one POST /v2/meta answers (CONF-05).
    const meta = await t.client().post('/v2/meta', { body: {} });
    expect(meta.body.data.orientations).toContainEqual({ id: 8, name: 'Queer' });
  });

  it('PROF-10: more than 3 words or orientations, an unknown word or orientation, or one given twice are refused by field, and nothing is written', async () => {
    const me = await signedIn(t, '+14155550803');
    const refused = await post(me, { all_in_gender: ['agender', 'bigender', 'intersex', 'pangender'], sexual_orientations: [1, 2, 3, 4] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([
      { field: 'all_in_gender', reason: 'range', min: 0, max: 3 },
      { field: 'sexual_orientations', reason: 'range', min: 0, max: 3 },
    ]);
    const unknown = await post(me, { all_in_gender: ['martian'], sexual_orientations: [42, 42] });
    expect(unknown.body.error.fields).toEqual([
      { field: 'all_in_gender', reason: 'unknown' },
      { field: 'sexual_orientations', reason: 'unknown' },
    ]);
    // The viewed flag only turns on.
    expect((await post(me, { has_user_viewed_all_in_screens: false })).status).toBe(400);
    expect((await own(me)).user).toMatchObject({ all_in_gender: [], sexual_orientations: [], has_user_viewed_all_in_screens: false });
  });

  it('PROF-09, PROF-10: a card shows the gender (self-described words and all-in words) only while "show on profile" is on, and the orientations only while theirs is', async () => {
    const me = await signedIn(t, '+14155550804');
    const other = await signedIn(t, '+14155550805');
    const card = async (viewer: SignedIn) => (await t.client().get(`/user/${me.id}`, { token: viewer.token })).body.data;
    await post(me, { gender: 1, custom_gender: 'Femme', all_in_gender: ['trans_woman'], sexual_orientations: [3], show_gender_on_profile: false, show_orientation_on_profile: false });
    for (const viewer of [me, other]) {
      const hidden = await card(viewer);
      expect(hidden.show_gender_on_profile).toBeUndefined();
      expect(hidden.custom_gender).toBeUndefined();
      expect(hidden.all_in_gender).toBeUndefined();
      expect(hidden.sexual_orientations).toBeUndefined();
    }
    await post(me, { show_gender_on_profile: true, show_orientation_on_profile: true });
    // The member's own card (the preview, PROF-28) and another member's view alike.
    for (const viewer of [me, other]) {
      expect(await card(viewer)).toMatchObject({ gender: 1, show_gender_on_profile: true, custom_gender: 'Femme', all_in_gender: ['trans_woman'], sexual_orientations: [{ id: 3, name: 'Lesbian' }] });
    }
  });
});
