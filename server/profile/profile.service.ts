/**
 * Saving what a member writes about themselves (PROF-01, PROF-04, PROF-05, PROF-07, PROF-20, PROF-25, PROF-27,
 * PROF-29). Every length, count and catalogue id is checked with the rules the app checks with (core/profile);
 * every refused field is named (400/40000, `error.fields[{field, reason, max | min, max}]`) and nothing is written
 * for a refused change. Each save answers the whole own profile, its meter included (PROF-23).
 */
import { ErrorCode } from '../../core/errors/error-codes';
import {
  checkAllInGender,
  checkBio,
  checkHeight,
  checkOrientations,
  checkInterests,
  checkJob,
  checkPrompts,
  checkQuizzes,
  checkSchool,
  CUSTOM_GENDER_MAX,
  DEFAULT_INTEREST_BOUNDS,
  isRelationshipIntent,
  textLength,
  type InterestBounds,
  type ProfileFieldError,
} from '../../core/profile';
import { err, ok, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import type { PhotosOfMany } from '../users';
import { ORIENTATIONS } from '../startup/app-settings';
import { descriptorById } from '../users/descriptor-catalogue';
import { interestById } from '../users/interest-catalogue';
import { profileRepository, type OwnProfileChange, type OwnProfileRow } from './profile.repository';
import { QUIZ_CATALOGUE } from '../users/quiz-catalogue';
import { ownProfileJson, type QuizzesBody, type AboutBody, type InterestsBody, type JobBody, type OwnProfileJson, type PromptsBody, type SchoolBody } from './profile.wire';

/** PROF-05: the bounds this server sends (`min_interests`, `max_interests`). */
export const INTEREST_BOUNDS: InterestBounds = DEFAULT_INTEREST_BOUNDS;

export const fieldsFailure = (fields: readonly ProfileFieldError[]): Failure => ({
  status: 400,
  code: ErrorCode.BAD_REQUEST,
  message: 'Some profile fields were refused',
  details: { fields },
});

const known = (id: string): boolean => interestById(id) !== undefined;

export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly photosOfMany: PhotosOfMany,
  ) {}

  /** The own profile's part of `GET /v2/profile`; null for a member still onboarding or unknown. */
  async own(userId: string, q: Queryable = this.db): Promise<OwnProfileJson | null> {
    const row = await profileRepository.find(q, userId);
    return row === null ? null : this.#json(userId, row);
  }

  /** POST /v2/profile: bio, gender and its all-in words, orientations, what they look for, height and its unit, descriptors. */
  saveAbout(userId: string, b: AboutBody): Promise<Result<OwnProfileJson, Failure>> {
    const fields: ProfileFieldError[] = [...checkBio(b.bio), ...checkHeight(b.height)];
    if (b.custom_gender && textLength(b.custom_gender) > CUSTOM_GENDER_MAX) fields.push({ field: 'custom_gender', reason: 'too_long', max: CUSTOM_GENDER_MAX });
    if (b.relationship_intent !== undefined && b.relationship_intent !== null && !isRelationshipIntent(b.relationship_intent)) fields.push({ field: 'relationship_intent', reason: 'unknown' });
    const descriptors = b.selected_descriptors?.map((d) => ({ id: d.id, choice_ids: [...new Set(d.choice_selections.map((c) => c.id))] }));
    const descriptorKnown = (d: { id: string; choice_ids: readonly string[] }) => {
      const entry = descriptorById(d.id);
      return entry !== undefined && d.choice_ids.length > 0 && d.choice_ids.every((id) => entry.choices.some((c) => c.id === id));
    };
    // PROF-10: the all-in gender words and orientations (of the app settings' list), kept in the order given.
    if (b.all_in_gender !== undefined) fields.push(...checkAllInGender(b.all_in_gender));
    if (b.sexual_orientations !== undefined) fields.push(...checkOrientations(b.sexual_orientations, (id) => ORIENTATIONS.some((o) => o.id === id)));
    if (descriptors && (descriptors.some((d) => !descriptorKnown(d)) || new Set(descriptors.map((d) => d.id)).size !== descriptors.length)) {
      fields.push({ field: 'selected_descriptors', reason: 'unknown' });
    }
    return this.#save(userId, fields, {
      ...(b.bio === undefined ? {} : { bio: b.bio === null || b.bio.trim() === '' ? null : b.bio.trim() }),
      ...(b.gender === undefined ? {} : { gender: b.gender }),
      ...(b.custom_gender === undefined ? {} : { custom_gender: b.custom_gender === null || b.custom_gender.trim() === '' ? null : b.custom_gender.trim() }),
      ...(b.show_gender_on_profile === undefined ? {} : { show_gender_on_profile: b.show_gender_on_profile }),
      ...(b.relationship_intent === undefined ? {} : { relationship_intent: b.relationship_intent as OwnProfileRow['relationship_intent'] }),
      ...(b.height === undefined ? {} : { height_cm: b.height }),
      ...(b.height_measure_type === undefined ? {} : { height_measure_type: b.height_measure_type }),
      ...(descriptors === undefined ? {} : { descriptors }),
      ...(b.all_in_gender === undefined ? {} : { all_in_gender: b.all_in_gender }),
      ...(b.sexual_orientations === undefined ? {} : { sexual_orientations: b.sexual_orientations }),
      ...(b.show_orientation_on_profile === undefined ? {} : { show_orientation_on_profile: b.show_orientation_on_profile }),
      ...(b.has_user_viewed_all_in_screens === undefined ? {} : { all_in_screens_viewed: true }),
    });
  }

  /** POST /v2/profile/job (PROF-04): one job, company and title at most 128 characters each; none removes it. */
  saveJobs(userId: string, b: JobBody): Promise<Result<OwnProfileJson, Failure>> {
    const jobs = b.jobs
      .map((job) => ({ company: job.company?.name.trim() ?? '', title: job.title?.name.trim() ?? '', companyShown: job.company?.displayed, titleShown: job.title?.displayed }))
      .filter((job) => job.company !== '' || job.title !== '');
    const fields = jobs.flatMap((job) => checkJob(job));
    return this.#save(userId, fields, {
      jobs: jobs.map((job) => ({
        ...(job.company === '' ? {} : { company: job.company, company_displayed: job.companyShown !== false }),
        ...(job.title === '' ? {} : { title: job.title, title_displayed: job.titleShown !== false }),
      })),
    });
  }

  /** POST /v2/profile/school (PROF-04): one school, at most 128 characters; none removes it. */
  saveSchools(userId: string, b: SchoolBody): Promise<Result<OwnProfileJson, Failure>> {
    const schools = b.schools.map((s) => ({ name: s.name.trim(), displayed: s.displayed !== false })).filter((s) => s.name !== '');
    return this.#save(userId, schools.flatMap((s) => checkSchool(s.name)), { schools });
  }

  /** POST /v2/profile/interests (PROF-05): the whole selection, within the bounds, ids of the catalogue. */
  saveInterests(userId: string, b: InterestsBody): Promise<Result<OwnProfileJson, Failure>> {
    return this.#save(userId, checkInterests(b.selected_interests, INTEREST_BOUNDS, known), { interests: b.selected_interests });
  }

  /** DELETE /v2/profile/interests (PROF-05): removes one, refused when fewer than the least would be left. */
  async removeInterest(userId: string, interestId: string): Promise<Result<OwnProfileJson, Failure>> {
    const saved = await this.db.transaction(async (tx): Promise<Result<OwnProfileRow, Failure>> => {
      const row = await profileRepository.find(tx, userId, { lock: true });
      if (row === null) return err(failure.notFound());
      if (!row.interests.includes(interestId)) return err(failure.notFound('Not one of your interests'));
      const interests = row.interests.filter((id) => id !== interestId);
      const fields = checkInterests(interests, INTEREST_BOUNDS, known);
      if (fields.length > 0) return err(fieldsFailure(fields));
      await profileRepository.update(tx, userId, { interests });
      return ok({ ...row, interests });
    });
    return saved.ok ? ok(await this.#json(userId, saved.value)) : saved;
  }

  /** POST /v2/profile/prompts (PROF-07): at most 3 prompts of the catalogue, answers of 1..150 characters. */
  savePrompts(userId: string, b: PromptsBody): Promise<Result<OwnProfileJson, Failure>> {
    const prompts = b.prompts.map((p) => ({ id: p.id, answer_text: p.answer_text.trim() }));
    return this.#save(userId, checkPrompts(prompts), { prompts });
  }

  /**
   * POST /v2/profile/quizzes (PROF-06): the answers, whole: quizzes of the catalogue, each once, each with 1 to its
   * most answers, choices of that quiz, none twice; a quiz with no answer is left out.
   */
  saveQuizzes(userId: string, b: QuizzesBody): Promise<Result<OwnProfileJson, Failure>> {
    const answered = b.sparks_quizzes.filter((q) => q.answer_details.length > 0);
    const quizzes = answered.map((q) => ({ id: q.id, answer_ids: q.answer_details.map((a) => a.answer_id) }));
    return this.#save(userId, checkQuizzes(answered, QUIZ_CATALOGUE), { quizzes });
  }

  /** POST /v2/profile/tutorials (PROF-27): the tutorials seen, each kept once. */
  async addTutorials(userId: string, names: readonly string[]): Promise<Result<{ onboarding: { tutorials: readonly string[] } }, Failure>> {
    if ((await profileRepository.find(this.db, userId)) === null) return err(failure.notFound());
    return ok({ onboarding: { tutorials: await profileRepository.addTutorials(this.db, userId, names) } });
  }

  async #save(userId: string, fields: readonly ProfileFieldError[], change: OwnProfileChange): Promise<Result<OwnProfileJson, Failure>> {
    if (fields.length > 0) return err(fieldsFailure(fields));
    // The photos (for the meter) are read after the transaction: one connection may be all the database has.
    const saved = await this.db.transaction(async (tx): Promise<Result<OwnProfileRow, Failure>> => {
      const row = await profileRepository.find(tx, userId, { lock: true });
      if (row === null) return err(failure.notFound());
      await profileRepository.update(tx, userId, change);
      return ok({ ...row, ...change } as OwnProfileRow);
    });
    return saved.ok ? ok(await this.#json(userId, saved.value)) : saved;
  }

  async #json(userId: string, row: OwnProfileRow): Promise<OwnProfileJson> {
    const photos = (await this.photosOfMany([userId])).get(userId)?.length ?? 0;
    return ownProfileJson(row, photos, INTEREST_BOUNDS);
  }
}
