import { describe, expect, it } from 'vitest';
import { EditProfileUseCase, INVALID_PROFILE } from './edit-profile.use-case';
import { ProfileEditStore } from './profile-edit.store';
import { FakeProfileEditApi } from './testing/fake-profile-edit-api';

const setUp = async () => {
  const api = new FakeProfileEditApi();
  const store = new ProfileEditStore();
  const edit = new EditProfileUseCase(api, store);
  await edit.load();
  return { api, store, edit };
};

describe('editing the own profile', () => {
  it('PROF-01: a saved bio shows at once, before the server answers, and stays once it does; PROF-23: the meter follows', async () => {
    const { api, store, edit } = await setUp();
    api.hold();
    const saving = edit.save({ kind: 'bio', bio: '  Coffee first.  ' });
    expect(store.profile.value?.bio).toBe('Coffee first.');
    expect(store.saving.value).toBe('bio');
    api.release();
    expect((await saving).ok).toBe(true);
    expect(store.saving.value).toBeNull();
    expect(store.profile.value?.meter.incompleteComponents.map((c) => c.key)).not.toContain('bio');
  });

  it('PROF-04: a company of 129 characters is refused on the device with its field error, and nothing is sent', async () => {
    const { api, store, edit } = await setUp();
    const result = await edit.save({ kind: 'job', company: 'c'.repeat(129), title: 'Baker' });
    expect(result).toEqual({ ok: false, error: { code: INVALID_PROFILE, fields: [{ field: 'jobs.company', reason: 'too_long', max: 128 }] } });
    expect(api.saves).toEqual([]);
    expect(store.refused.value?.section).toBe('job');
    expect(store.profile.value?.job).toEqual({ company: '', title: '' });
    expect((await edit.save({ kind: 'job', company: 'c'.repeat(128), title: 'Baker' })).ok).toBe(true);
  });

  it('PROF-05: fewer than 3 or more than 5 interests are refused before any call; 3 to 5 are saved', async () => {
    const { api, store, edit } = await setUp();
    for (const ids of [['it_1', 'it_2'], ['it_1', 'it_2', 'it_3', 'it_4', 'it_5', 'it_6']]) {
      const result = await edit.save({ kind: 'interests', ids });
      expect(result.ok ? [] : result.error.fields).toEqual([{ field: 'selected_interests', reason: 'range', min: 3, max: 5 }]);
    }
    expect(api.saves).toEqual([]);
    await edit.save({ kind: 'interests', ids: ['it_3', 'it_1', 'it_2'] });
    expect(store.profile.value?.interests.map((i) => i.id)).toEqual(['it_3', 'it_1', 'it_2']);
  });

  it('PROF-06: answered quizzes show at once; a refusal by the server rolls them back with its field error; clearing saves none', async () => {
    const { api, store, edit } = await setUp();
    api.hold();
    const saving = edit.save({ kind: 'quizzes', quizzes: [{ id: 'qz_1', answer_details: [{ answer_id: '2' }] }, { id: 'qz_2', answer_details: [] }] });
    expect(store.profile.value?.quizzes).toEqual([{ id: 'qz_1', answer_details: [{ answer_id: '2' }] }]);
    api.release();
    expect((await saving).ok).toBe(true);
    expect(api.profile.quizzes).toEqual([{ id: 'qz_1', answer_details: [{ answer_id: '2' }] }]);
    api.refuseNext({ code: 40000, fields: [{ field: 'sparks_quizzes', reason: 'unknown' }] });
    const refused = await edit.save({ kind: 'quizzes', quizzes: [{ id: 'qz_2', answer_details: [{ answer_id: '1' }] }] });
    expect(refused.ok).toBe(false);
    expect(store.profile.value?.quizzes).toEqual([{ id: 'qz_1', answer_details: [{ answer_id: '2' }] }]);
    expect(store.refused.value).toEqual({ section: 'quizzes', error: { code: 40000, fields: [{ field: 'sparks_quizzes', reason: 'unknown' }] } });
    // An answer the catalogue does not have is refused on the device, before any call.
    const calls = api.saves.length;
    expect((await edit.save({ kind: 'quizzes', quizzes: [{ id: 'qz_1', answer_details: [{ answer_id: '9' }] }] })).ok).toBe(false);
    expect(api.saves.length).toBe(calls);
    expect((await edit.save({ kind: 'quizzes', quizzes: [] })).ok).toBe(true);
    expect(api.profile.quizzes).toEqual([]);
  });

  it('PROF-07: a refused save rolls the shown prompts back and keeps the server`s field errors for the page', async () => {
    const { api, store, edit } = await setUp();
    await edit.save({ kind: 'prompts', prompts: [{ id: 'pr_1', answer_text: 'Fresh bread' }] });
    api.hold();
    api.refuseNext({ code: 40000, fields: [{ field: 'prompts.answer_text', reason: 'too_long', max: 150 }] });
    const saving = edit.save({ kind: 'prompts', prompts: [{ id: 'pr_2', answer_text: 'A walk' }] });
    expect(store.profile.value?.prompts).toEqual([{ id: 'pr_2', answer_text: 'A walk' }]);
    api.release();
    await saving;
    expect(store.profile.value?.prompts).toEqual([{ id: 'pr_1', answer_text: 'Fresh bread' }]);
    expect(store.refused.value).toEqual({ section: 'prompts', error: { code: 40000, fields: [{ field: 'prompts.answer_text', reason: 'too_long', max: 150 }] } });
  });

  it('PROF-25: a height out of 90..250 cm is refused on the device; the unit is saved with it; PROF-27: tutorials seen are kept', async () => {
    const { store, edit } = await setUp();
    expect(store.profile.value?.heightMeasureType).toBe('cm');
    expect((await edit.save({ kind: 'height', heightCm: 80, measure: 'cm' })).ok).toBe(false);
    await edit.save({ kind: 'height', heightCm: 183, measure: 'ft' });
    expect(store.profile.value).toMatchObject({ heightCm: 183, heightMeasureType: 'ft' });
    await edit.seeTutorials(['profile_meter']);
    expect(store.profile.value?.tutorials).toEqual(['profile_meter']);
  });

  it('PROF-09: the own gender is 0 (men), 1 (women) or 2 (beyond binary), with self-described words of at most 32 characters and whether the card shows it', async () => {
    const { api, store, edit } = await setUp();
    expect(store.profile.value).toMatchObject({ gender: null, customGender: '', showGenderOnProfile: false });
    // None chosen, a value outside 0..2, or 33 characters: refused on the device, nothing sent.
    expect(await edit.save({ kind: 'gender', gender: null, customGender: '', showOnProfile: false })).toEqual({
      ok: false,
      error: { code: INVALID_PROFILE, fields: [{ field: 'gender', reason: 'empty' }] },
    });
    const three = await edit.save({ kind: 'gender', gender: 3 as unknown as 0, customGender: '', showOnProfile: false });
    expect(three.ok ? [] : three.error.fields).toEqual([{ field: 'gender', reason: 'unknown' }]);
    const long = await edit.save({ kind: 'gender', gender: 2, customGender: 'x'.repeat(33), showOnProfile: true });
    expect(long.ok ? [] : long.error.fields).toEqual([{ field: 'custom_gender', reason: 'too_long', max: 32 }]);
    expect(api.saves).toEqual([]);
    // 32 characters and each of 0, 1, 2 are saved; the words are trimmed.
    expect((await edit.save({ kind: 'gender', gender: 2, customGender: ` ${'x'.repeat(32)} `, showOnProfile: true })).ok).toBe(true);
    expect(store.profile.value).toMatchObject({ gender: 2, customGender: 'x'.repeat(32), showGenderOnProfile: true });
    for (const gender of [0, 1] as const) {
      expect((await edit.save({ kind: 'gender', gender, customGender: '', showOnProfile: false })).ok).toBe(true);
      expect(store.profile.value).toMatchObject({ gender, customGender: '', showGenderOnProfile: false });
    }
  });
});
