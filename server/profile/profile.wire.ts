/**
 * What a member writes about themselves on the wire, in the provider's names (PROF-01, PROF-02, PROF-23):
 * - read, in `GET /v2/profile` and in the answer of every save: `data.user` gains `bio`, `gender`,
 *   `custom_gender`, `show_gender_on_profile`, `jobs[{company{name,displayed}, title{name,displayed}}]`,
 *   `schools[{name, displayed}]`, `user_interests{available_interests, selected_interests, min_interests,
 *   max_interests}`, `user_prompts{section_name, max_prompts, available_prompts, prompts[{id, answer_text}]}`,
 *   `selected_descriptors[{id, name, choice_selections[{id, name}]}]`, `relationship_intent`, `height` (cm) and
 *   `height_measure_type`, PROF-10's `all_in_gender` (word ids), `sexual_orientations[{id, name}]`,
 *   `show_orientation_on_profile` and `has_user_viewed_all_in_screens`; `data` gains `available_descriptors`, `profile_meter{percent_achieved,
 *   incomplete_components[{key}]}` and `onboarding{tutorials}`;
 * - written, by `POST /v2/profile`, `/v2/profile/job`, `/v2/profile/school`, `/v2/profile/interests` (and its
 *   `DELETE`), `/v2/profile/prompts`, `/v2/profile/tutorials`. Texts are checked for shape here with room to
 *   spare; their lengths and counts are checked by the service so every refused field is named (PROF-04, PROF-05).
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PROMPTS, PROMPT_IDS, profileMeter, type InterestBounds } from '../../core/profile';
import { body } from '../http/schemas';
import { ORIENTATIONS } from '../startup/app-settings';
import { availableQuizzesJson, quizzesJson } from '../users/quiz-catalogue';
import { DESCRIPTOR_CATALOGUE, descriptorById } from '../users/descriptor-catalogue';
import { INTEREST_CATALOGUE, interestById } from '../users/interest-catalogue';
import type { OwnProfileRow } from './profile.repository';

/** Room to spare above every limit: longer texts are a shape error, shorter ones over the limit a field error. */
const Text = (maxLength = 2000) => Type.String({ maxLength });
const Named = body({ name: Text(1000), displayed: Type.Optional(Type.Boolean()) });
const CatalogueId = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z]{2}_[0-9]{1,4}$' });

export const AboutBody = body({
  bio: Type.Optional(Type.Union([Text(), Type.Null()])),
  gender: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  custom_gender: Type.Optional(Type.Union([Text(200), Type.Null()])),
  show_gender_on_profile: Type.Optional(Type.Boolean()),
  relationship_intent: Type.Optional(Type.Union([Type.String({ maxLength: 32, pattern: '^[a-z_]+$' }), Type.Null()])),
  height: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  height_measure_type: Type.Optional(Type.Union([Type.Literal('cm'), Type.Literal('ft')])),
  // PROF-10: the all-in gender words, orientations (ids of the app settings' list), and the all-in screens seen.
  all_in_gender: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z_]+$' }), { maxItems: 20 })),
  sexual_orientations: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 999 }), { maxItems: 20 })),
  show_orientation_on_profile: Type.Optional(Type.Boolean()),
  has_user_viewed_all_in_screens: Type.Optional(Type.Literal(true)),
  selected_descriptors: Type.Optional(
    Type.Array(body({ id: CatalogueId, choice_selections: Type.Array(body({ id: Type.String({ minLength: 1, maxLength: 8, pattern: '^[0-9]+$' }) }), { maxItems: 20 }) }), {
      maxItems: 20,
    }),
  ),
});
export type AboutBody = Static<typeof AboutBody>;

export const JobBody = body({
  jobs: Type.Array(body({ company: Type.Optional(Named), title: Type.Optional(Named) }), { maxItems: 1 }),
});
export type JobBody = Static<typeof JobBody>;

export const SchoolBody = body({ schools: Type.Array(Named, { maxItems: 1 }) });
export type SchoolBody = Static<typeof SchoolBody>;

export const InterestsBody = body({ selected_interests: Type.Array(CatalogueId, { maxItems: 50 }) });
export type InterestsBody = Static<typeof InterestsBody>;

export const InterestRemovalBody = body({ interest_id: CatalogueId });
export type InterestRemovalBody = Static<typeof InterestRemovalBody>;

export const PromptsBody = body({ prompts: Type.Array(body({ id: CatalogueId, answer_text: Text() }), { maxItems: 20 }) });
export type PromptsBody = Static<typeof PromptsBody>;

/** PROF-06: the answers to the quizzes, whole (an empty list removes them all). */
export const QuizzesBody = body({
  sparks_quizzes: Type.Array(
    body({ id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z]{2}_[0-9]{1,4}$' }), answer_details: Type.Array(body({ answer_id: Type.String({ minLength: 1, maxLength: 8, pattern: '^[0-9]+$' }) }), { maxItems: 20 }) }),
    { maxItems: 20 },
  ),
});
export type QuizzesBody = Static<typeof QuizzesBody>;

export const TutorialsBody = body({ tutorials: Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_.-]+$' }), { minItems: 1, maxItems: 20 }) });
export type TutorialsBody = Static<typeof TutorialsBody>;

/** PROF-02 `availableDescriptors`. */
export const availableDescriptorsJson = () => DESCRIPTOR_CATALOGUE.map((d) => ({ id: d.id, name: d.name, choices: d.choices }));

/** The own profile's part of `data.user`, and what goes beside it in `data`. */
export const ownProfileJson = (row: OwnProfileRow, photos: number, bounds: InterestBounds) => {
  const meter = profileMeter({
    photos,
    bio: row.bio,
    jobs: row.jobs.length,
    schools: row.schools.length,
    interests: row.interests.length,
    interestBounds: bounds,
    prompts: row.prompts.length,
    descriptors: row.descriptors.length,
    relationshipIntent: row.relationship_intent,
    heightCm: row.height_cm,
  });
  return {
    user: {
      bio: row.bio ?? '',
      gender: row.gender,
      custom_gender: row.custom_gender,
      show_gender_on_profile: row.show_gender_on_profile,
      all_in_gender: row.all_in_gender,
      sexual_orientations: row.sexual_orientations.flatMap((id) => ORIENTATIONS.find((o) => o.id === id) ?? []),
      show_orientation_on_profile: row.show_orientation_on_profile,
      has_user_viewed_all_in_screens: row.all_in_screens_viewed,
      sparks_quizzes: quizzesJson(row.quizzes),
      jobs: row.jobs.map((job) => ({
        ...(job.company === undefined ? {} : { company: { name: job.company, displayed: job.company_displayed !== false } }),
        ...(job.title === undefined ? {} : { title: { name: job.title, displayed: job.title_displayed !== false } }),
      })),
      schools: row.schools.map((school) => ({ name: school.name, displayed: school.displayed !== false })),
      user_interests: {
        available_interests: INTEREST_CATALOGUE,
        selected_interests: row.interests.flatMap((id) => interestById(id) ?? []),
        min_interests: bounds.min,
        max_interests: bounds.max,
      },
      user_prompts: { section_name: 'prompts', max_prompts: MAX_PROMPTS, available_prompts: PROMPT_IDS, prompts: row.prompts },
      selected_descriptors: row.descriptors.flatMap((selected) => {
        const descriptor = descriptorById(selected.id);
        const choices = descriptor?.choices.filter((choice) => selected.choice_ids.includes(choice.id)) ?? [];
        return descriptor && choices.length > 0 ? [{ id: descriptor.id, name: descriptor.name, choice_selections: choices }] : [];
      }),
      relationship_intent: row.relationship_intent,
      height: row.height_cm,
      height_measure_type: row.height_measure_type,
    },
    available_descriptors: availableDescriptorsJson(),
    available_quizzes: availableQuizzesJson(),
    profile_meter: {
      percent_achieved: meter.percentAchieved,
      incomplete_components: meter.incompleteComponents,
    },
    onboarding: { tutorials: row.tutorials },
  };
};

export type OwnProfileJson = ReturnType<typeof ownProfileJson>;
