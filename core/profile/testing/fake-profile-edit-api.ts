import { err, ok, type Result } from '../../shared';
import type { EditableProfile, ProfileEditError, ProfileSection } from '../editable-profile';
import type { ProfileEditApiPort } from '../profile-edit-api.port';
import { DEFAULT_INTEREST_BOUNDS, MAX_PROMPTS, PROMPT_IDS, profileMeter } from '../profile-rules';
import { applySection, checkSection } from '../profile-section';

const INTERESTS = ['Hiking', 'Coffee', 'Yoga', 'Travel', 'Photography', 'Cooking', 'Running', 'Board games'].map((name, i) => ({ id: `it_${i + 1}`, name }));

/** A profile with nothing written yet, over a small catalogue. */
export const emptyEditableProfile = (): EditableProfile => ({
  bio: '',
  job: { company: '', title: '' },
  school: '',
  interests: [],
  availableInterests: INTERESTS,
  interestBounds: DEFAULT_INTEREST_BOUNDS,
  prompts: [],
  availablePrompts: PROMPT_IDS,
  maxPrompts: MAX_PROMPTS,
  descriptors: [],
  availableDescriptors: [{ id: 'de_38', name: 'Sleeping habits', choices: [{ id: '1', name: 'Early bird' }, { id: '2', name: 'Night owl' }] }],
  relationshipIntent: null,
  heightCm: null,
  heightMeasureType: 'cm',
  gender: null,
  customGender: '',
  showGenderOnProfile: false,
  allInGender: [],
  orientations: [],
  showOrientationOnProfile: false,
  hasUserViewedAllInScreensBefore: false,
  quizzes: [],
  availableQuizzes: [
    { id: 'qz_1', question: 'My ideal first date', maxAnswers: 1, choices: [{ id: '1', name: 'Coffee and a walk' }, { id: '2', name: 'Dinner somewhere new' }] },
    { id: 'qz_2', question: 'A perfect Sunday', maxAnswers: 2, choices: [{ id: '1', name: 'Sleeping in' }, { id: '2', name: 'Brunch with friends' }] },
  ],
  meter: { percentAchieved: 0, incompleteComponents: [] },
  tutorials: [],
});

const withMeter = (p: EditableProfile, photos: number): EditableProfile => ({
  ...p,
  meter: profileMeter({
    photos,
    bio: p.bio,
    jobs: p.job.company || p.job.title ? 1 : 0,
    schools: p.school ? 1 : 0,
    interests: p.interests.length,
    interestBounds: p.interestBounds,
    prompts: p.prompts.length,
    descriptors: p.descriptors.length,
    relationshipIntent: p.relationshipIntent,
    heightCm: p.heightCm,
  }),
});

/**
 * An in-memory provider of the own profile: it checks each section with the server's rules and stores it;
 * `refuseNext` makes the next save fail as the server would; `hold()` keeps answers back until `release()`.
 */
export class FakeProfileEditApi implements ProfileEditApiPort {
  profile: EditableProfile = withMeter(emptyEditableProfile(), 0);
  photos = 0;
  card: unknown = { _id: 'u-1', name: 'Sam' };
  saves: ProfileSection[] = [];
  #refusal: ProfileEditError | undefined;
  #held: Array<() => void> = [];
  #holding = false;

  refuseNext(error: ProfileEditError): void {
    this.#refusal = error;
  }

  hold(): void {
    this.#holding = true;
  }

  release(): void {
    this.#holding = false;
    for (const go of this.#held.splice(0)) go();
  }

  #later<T>(answer: () => T): Promise<T> {
    if (!this.#holding) return Promise.resolve(answer());
    return new Promise((resolve) => this.#held.push(() => resolve(answer())));
  }

  load(): Promise<Result<EditableProfile, ProfileEditError>> {
    return this.#later(() => ok(withMeter(this.profile, this.photos)));
  }

  save(section: ProfileSection): Promise<Result<EditableProfile, ProfileEditError>> {
    this.saves.push(section);
    const refusal = this.#refusal;
    this.#refusal = undefined;
    return this.#later(() => {
      if (refusal) return err(refusal);
      const fields = checkSection(section, this.profile);
      if (fields.length > 0) return err({ code: 40000, fields });
      this.profile = withMeter(applySection(this.profile, section), this.photos);
      return ok(this.profile);
    });
  }

  ownCard(): Promise<Result<unknown, ProfileEditError>> {
    return this.#later(() => ok(this.card));
  }

  seeTutorials(names: readonly string[]): Promise<Result<readonly string[], ProfileEditError>> {
    this.profile = { ...this.profile, tutorials: [...new Set([...this.profile.tutorials, ...names])].sort() };
    return Promise.resolve(ok(this.profile.tutorials));
  }
}
