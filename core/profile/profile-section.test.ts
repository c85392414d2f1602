import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../shared';
import {
  applySection,
  canPickInterest,
  checkAllInGender,
  checkBio,
  checkHeight,
  checkInterests,
  checkJob,
  checkOrientations,
  checkPrompts,
  checkQuizzes,
  checkSection,
  EditProfileUseCase,
  feetAndInches,
  heightMeasureTypeOf,
  interestBoundsOf,
  LoadOwnProfileUseCase,
  PROFILE_NOT_LOADED,
  ProfileEditStore,
  profileMeter,
  ProfileStore,
  toggleChoice,
  type EditableProfile,
  type MeterInput,
  type OwnProfile,
  type ProfileEditApiPort,
  type ProfileEditError,
  type ProfileSection,
} from './index';
import { emptyEditableProfile, FakeProfileEditApi } from './testing/fake-profile-edit-api';

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}
const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** A provider whose every load the test answers, in any order. */
class ScriptedEditApi implements ProfileEditApiPort {
  readonly loads: Deferred<Result<EditableProfile, ProfileEditError>>[] = [];
  load(): Promise<Result<EditableProfile, ProfileEditError>> {
    const answer = deferred<Result<EditableProfile, ProfileEditError>>();
    this.loads.push(answer);
    return answer.promise;
  }
  async save(section: ProfileSection): Promise<Result<EditableProfile, ProfileEditError>> {
    return ok(applySection(emptyEditableProfile(), section));
  }
  async ownCard(userId: string): Promise<Result<unknown, ProfileEditError>> {
    return ok({ _id: userId });
  }
  async seeTutorials(names: readonly string[]): Promise<Result<readonly string[], ProfileEditError>> {
    return ok(names);
  }
}

const withBio = (bio: string): EditableProfile => ({ ...emptyEditableProfile(), bio });

describe('the own profile`s load order', () => {
  it('PL-03, AUTH-34: an answer to a load made before a logout never shows, even when it comes after the next load`s', async () => {
    const answers: Deferred<Result<OwnProfile, never>>[] = [];
    const store = new ProfileStore();
    expect(store.state.value).toEqual({ kind: 'not-loaded' });
    const load = new LoadOwnProfileUseCase(
      {
        fetchOwn: () => {
          const answer = deferred<Result<OwnProfile, never>>();
          answers.push(answer);
          return answer.promise;
        },
      },
      store,
    );
    const first = load.execute();
    load.clear();
    const second = load.execute();
    answers[1]!.resolve(ok({ id: 'u-2', name: 'New', maskedPhone: null, maskedEmail: null }));
    await second;
    answers[0]!.resolve(ok({ id: 'u-1', name: 'Old', maskedPhone: null, maskedEmail: null }));
    await first;
    expect(store.profile.value?.name).toBe('New');
  });
});

describe('EditProfileUseCase', () => {
  it('PROF-02: the first load shows loading, a reload keeps the profile on show; a newer load wins over an older answer', async () => {
    const api = new ScriptedEditApi();
    const store = new ProfileEditStore();
    expect(store.state.value).toEqual({ kind: 'not-loaded' });
    const edit = new EditProfileUseCase(api, store);
    const first = edit.load();
    expect(store.state.value).toEqual({ kind: 'loading' });
    api.loads[0]!.resolve(ok(withBio('one')));
    await first;
    const older = edit.load();
    expect(store.state.value).toEqual({ kind: 'loaded', profile: withBio('one') });
    // A save between two loads: the older load's answer is dropped all the same.
    await edit.save({ kind: 'bio', bio: 'saved' });
    const newer = edit.load();
    api.loads[2]!.resolve(ok(withBio('three')));
    await newer;
    api.loads[1]!.resolve(ok(withBio('two')));
    await older;
    expect(store.profile.value?.bio).toBe('three');
  });

  it('PROF-02: a failed first load is an error with its code; a failed reload keeps the profile', async () => {
    const api = new ScriptedEditApi();
    const store = new ProfileEditStore();
    const edit = new EditProfileUseCase(api, store);
    const first = edit.load();
    api.loads[0]!.resolve(err({ code: 50000 }));
    await first;
    expect(store.state.value).toEqual({ kind: 'error', code: 50000 });
    const second = edit.load();
    expect(store.state.value).toEqual({ kind: 'loading' });
    api.loads[1]!.resolve(ok(withBio('here')));
    await second;
    const third = edit.load();
    api.loads[2]!.resolve(err({ code: 50000 }));
    await third;
    expect(store.state.value).toEqual({ kind: 'loaded', profile: withBio('here') });
  });

  it('PROF-02: a logout while a load is out wins; clear forgets the profile', async () => {
    const api = new ScriptedEditApi();
    const store = new ProfileEditStore();
    const edit = new EditProfileUseCase(api, store);
    const first = edit.load();
    edit.clear();
    const second = edit.load();
    api.loads[1]!.resolve(ok(withBio('new')));
    await second;
    api.loads[0]!.resolve(ok(withBio('old')));
    await first;
    expect(store.profile.value?.bio).toBe('new');
    edit.clear();
    expect(store.state.value).toEqual({ kind: 'not-loaded' });
  });

  it('PROF-02: nothing is saved before the profile has loaded; tutorials seen before it change nothing', async () => {
    const api = new FakeProfileEditApi();
    const store = new ProfileEditStore();
    const edit = new EditProfileUseCase(api, store);
    expect(await edit.save({ kind: 'bio', bio: 'hi' })).toEqual({ ok: false, error: { code: PROFILE_NOT_LOADED } });
    await edit.seeTutorials(['profile_meter']);
    expect(store.profile.value).toBeUndefined();
    expect(api.saves).toEqual([]);
  });

  it('PROF-28: the preview is the own card as the provider gives it to others', async () => {
    const api = new FakeProfileEditApi();
    const edit = new EditProfileUseCase(api, new ProfileEditStore());
    expect(await edit.preview('u-1')).toEqual({ ok: true, value: { _id: 'u-1', name: 'Sam' } });
  });

  it('PROF-02: an older save`s refusal arriving after a newer save does not roll the newer one back', async () => {
    const api = new FakeProfileEditApi();
    const store = new ProfileEditStore();
    const edit = new EditProfileUseCase(api, store);
    await edit.load();
    api.hold();
    api.refuseNext({ code: 40000 });
    const older = edit.save({ kind: 'bio', bio: 'first' });
    const newer = edit.save({ kind: 'bio', bio: 'second' });
    api.release();
    expect((await older).ok).toBe(false);
    expect((await newer).ok).toBe(true);
    expect(store.profile.value?.bio).toBe('second');
    expect(store.refused.value).toBeNull();
    expect(store.saving.value).toBeNull();
  });

  it('PROF-02: a refusal can be dismissed; set replaces the state', () => {
    const store = new ProfileEditStore();
    store.refusedSave('bio', { code: 40000 });
    expect(store.refused.value).toEqual({ section: 'bio', error: { code: 40000 } });
    store.clearRefusal();
    expect(store.refused.value).toBeNull();
    store.set({ kind: 'error', code: 1 });
    expect(store.state.value).toEqual({ kind: 'error', code: 1 });
  });
});

describe('sections', () => {
  const profile = emptyEditableProfile();

  it('PROF-04, PROF-07, PROF-10: each section is checked by its own rule', () => {
    expect(checkSection({ kind: 'bio', bio: 'x'.repeat(501) }, profile)).toEqual([{ field: 'bio', reason: 'too_long', max: 500 }]);
    expect(checkSection({ kind: 'school', name: 's'.repeat(129) }, profile)).toEqual([{ field: 'schools.name', reason: 'too_long', max: 128 }]);
    expect(checkSection({ kind: 'prompts', prompts: [{ id: 'pr_1', answer_text: ' ' }] }, profile)).toEqual([{ field: 'prompts.answer_text', reason: 'empty' }]);
    expect(checkSection({ kind: 'allInGender', ids: ['agender', 'bigender', 'intersex', 'pangender'] }, profile)).toEqual([
      { field: 'all_in_gender', reason: 'range', min: 0, max: 3 },
    ]);
    const orientations = [1, 2, 3, 4].map((id) => ({ id, name: `o${id}` }));
    expect(checkSection({ kind: 'orientation', orientations, showOnProfile: true }, profile)).toEqual([{ field: 'sexual_orientations', reason: 'range', min: 0, max: 3 }]);
    expect(checkSection({ kind: 'orientation', orientations: orientations.slice(0, 3), showOnProfile: true }, profile)).toEqual([]);
    expect(checkSection({ kind: 'intent', intent: 'long_term' }, profile)).toEqual([]);
    expect(checkSection({ kind: 'descriptors', descriptors: [{ id: 'de_38', choiceIds: ['1'] }] }, profile)).toEqual([]);
    expect(checkSection({ kind: 'allInViewed' }, profile)).toEqual([]);
  });

  it('PROF-02: each section shows as saved: texts trimmed, choices as given, unknown interests left out', () => {
    expect(applySection(profile, { kind: 'job', company: ' Bakery ', title: ' Baker ' }).job).toEqual({ company: 'Bakery', title: 'Baker' });
    expect(applySection(profile, { kind: 'school', name: ' Uni ' }).school).toBe('Uni');
    expect(applySection(profile, { kind: 'interests', ids: ['it_2', 'it_99'] }).interests.map((i) => i.id)).toEqual(['it_2']);
    expect(applySection(profile, { kind: 'prompts', prompts: [{ id: 'pr_1', answer_text: ' Bread ' }] }).prompts).toEqual([{ id: 'pr_1', answer_text: 'Bread' }]);
    expect(applySection(profile, { kind: 'intent', intent: 'new_friends' }).relationshipIntent).toBe('new_friends');
    expect(applySection(profile, { kind: 'descriptors', descriptors: [{ id: 'de_38', choiceIds: ['2'] }] }).descriptors).toEqual([{ id: 'de_38', choiceIds: ['2'] }]);
    expect(applySection(profile, { kind: 'allInGender', ids: ['agender'] }).allInGender).toEqual(['agender']);
    const orientation = applySection(profile, { kind: 'orientation', orientations: [{ id: 1, name: 'o1' }], showOnProfile: true });
    expect([orientation.orientations, orientation.showOrientationOnProfile]).toEqual([[{ id: 1, name: 'o1' }], true]);
    expect(applySection(profile, { kind: 'allInViewed' }).hasUserViewedAllInScreensBefore).toBe(true);
  });
});

describe('rules at their edges', () => {
  it('PROF-05: the server`s bounds are taken only as whole counts from 0 with min ≤ max; else [3, 5]', () => {
    expect(interestBoundsOf(4, 4)).toEqual({ min: 4, max: 4 });
    expect(interestBoundsOf(0, 2)).toEqual({ min: 0, max: 2 });
    for (const [min, max] of [
      [2.5, 5],
      [-1, 5],
      ['3', 5],
      [4, 3],
      [3, 5.5],
    ] as const) {
      expect(interestBoundsOf(min, max)).toEqual({ min: 3, max: 5 });
    }
  });

  it('PROF-05: one more interest may be picked below the maximum', () => {
    const bounds = { min: 3, max: 5 };
    expect([4, 5].map((n) => canPickInterest(n, bounds))).toEqual([true, false]);
  });

  it('PROF-05: a selection with an unknown interest or one twice is refused as unknown', () => {
    const known = (id: string) => id.startsWith('it_');
    expect(checkInterests(['it_1', 'it_2', 'x'], { min: 3, max: 5 }, known)).toEqual([{ field: 'selected_interests', reason: 'unknown' }]);
    expect(checkInterests(['it_1', 'it_2', 'it_2'], { min: 3, max: 5 }, known)).toEqual([{ field: 'selected_interests', reason: 'unknown' }]);
    expect(checkInterests(['it_1', 'it_2', 'it_3'], { min: 3, max: 5 }, known)).toEqual([]);
  });

  it('PROF-07: a prompt not in the catalogue or answered twice is unknown; a blank answer is empty; any answer too long is refused', () => {
    const p = (id: string, answer_text = 'yes') => ({ id, answer_text });
    expect(checkPrompts([p('pr_1'), p('pr_x')])).toEqual([{ field: 'prompts.id', reason: 'unknown' }]);
    expect(checkPrompts([p('pr_1'), p('pr_1')])).toEqual([{ field: 'prompts.id', reason: 'unknown' }]);
    expect(checkPrompts([p('pr_1'), p('pr_2', '   ')])).toEqual([{ field: 'prompts.answer_text', reason: 'empty' }]);
    expect(checkPrompts([p('pr_1'), p('pr_2', 'x'.repeat(151))])).toEqual([{ field: 'prompts.answer_text', reason: 'too_long', max: 150 }]);
  });

  it('PROF-06: a quiz left unanswered is left out before the check; every answer must be a choice of its quiz', () => {
    const catalogue = [{ id: 'qz_1', question: 'q', maxAnswers: 2, choices: [{ id: '1', name: 'a' }, { id: '2', name: 'b' }] }];
    expect(checkQuizzes([{ id: 'qz_1', answer_details: [] }, { id: 'qz_1', answer_details: [{ answer_id: '1' }] }], catalogue)).toEqual([]);
    expect(checkQuizzes([{ id: 'qz_9', answer_details: [] }], catalogue)).toEqual([]);
    expect(checkQuizzes([{ id: 'qz_1', answer_details: [{ answer_id: '1' }, { answer_id: '7' }] }], catalogue)).toEqual([{ field: 'sparks_quizzes', reason: 'unknown' }]);
  });

  it('PROF-01, PROF-04: no bio is no error; the fields are named as the server names them', () => {
    expect(checkBio(null)).toEqual([]);
    expect(checkBio(undefined)).toEqual([]);
    expect(checkBio('x'.repeat(500))).toEqual([]);
    expect(checkJob({ company: '', title: 't'.repeat(129) })).toEqual([{ field: 'jobs.title', reason: 'too_long', max: 128 }]);
  });

  it('PROF-25: heights from 90 to 250 whole centimetres, or none', () => {
    for (const cm of [null, undefined, 90, 250, 180]) expect(checkHeight(cm)).toEqual([]);
    for (const cm of [89, 251, 180.5]) expect(checkHeight(cm)).toEqual([{ field: 'height', reason: 'range', min: 90, max: 250 }]);
    expect(heightMeasureTypeOf('ft')).toBe('ft');
    expect(feetAndInches(183)).toEqual({ feet: 6, inches: 0 });
    expect(feetAndInches(170)).toEqual({ feet: 5, inches: 7 });
  });

  it('PROF-10: a word or an orientation not known, or given twice, is unknown; a full list takes no more', () => {
    expect(checkAllInGender(['agender', 'bogus'])).toEqual([{ field: 'all_in_gender', reason: 'unknown' }]);
    expect(checkOrientations([1, 99], (id) => id < 10)).toEqual([{ field: 'sexual_orientations', reason: 'unknown' }]);
    expect(checkOrientations([1, 1], () => true)).toEqual([{ field: 'sexual_orientations', reason: 'unknown' }]);
    expect(toggleChoice(['a'], 'b', 1)).toEqual(['a']);
    expect(toggleChoice(['a'], 'b', 2)).toEqual(['a', 'b']);
  });

  it('PROF-23: each part of the meter is complete exactly when the profile has it (2 photos, a bio, a job, a school, interests, a prompt, a descriptor, an intent, a height)', () => {
    const input: fc.Arbitrary<MeterInput> = fc.record({
      photos: fc.nat(4),
      bio: fc.option(fc.constantFrom('', '  ', 'Hi'), { nil: null }),
      jobs: fc.nat(2),
      schools: fc.nat(2),
      interests: fc.nat(6),
      interestBounds: fc.constantFrom({ min: 3, max: 5 }, { min: 0, max: 5 }),
      prompts: fc.nat(3),
      descriptors: fc.nat(3),
      relationshipIntent: fc.option(fc.constant('long_term'), { nil: null }),
      heightCm: fc.option(fc.integer({ min: 90, max: 250 }), { nil: null }),
    });
    fc.assert(
      fc.property(input, (p) => {
        const missing = profileMeter(p).incompleteComponents.map((c) => c.key);
        const expected = {
          photos: p.photos >= 2,
          bio: (p.bio ?? '').trim() !== '',
          job: p.jobs >= 1,
          school: p.schools >= 1,
          interests: p.interests >= p.interestBounds.min && p.interests >= 1,
          prompts: p.prompts >= 1,
          descriptors: p.descriptors >= 1,
          relationship_intent: p.relationshipIntent !== null,
          height: p.heightCm !== null,
        };
        for (const [key, complete] of Object.entries(expected)) expect(missing.includes(key as never)).toBe(!complete);
        expect(profileMeter(p).percentAchieved).toBe(Math.floor((100 * Object.values(expected).filter(Boolean).length) / 9));
      }),
    );
  });
});
