import type { ApiFailure, HttpPort } from '../../core/api';
import {
  heightMeasureTypeOf,
  interestBoundsOf,
  isAllInGender,
  isProfileGender,
  isRelationshipIntent,
  MAX_PROMPTS,
  METER_COMPONENTS,
  PROMPT_IDS,
  type AllInGenderId,
  type EditableProfile,
  type MeterComponent,
  type ProfileEditApiPort,
  type ProfileEditError,
  type ProfileFieldError,
  type ProfileSection,
} from '../../core/profile';
import { err, ok, type Result } from '../../core/shared';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const named = (v: unknown): { id: string; name: string } | undefined => {
  const o = obj(v);
  const id = str(o['id']);
  return id === undefined ? undefined : { id, name: str(o['name']) ?? id };
};
const present = <T>(items: ReadonlyArray<T | undefined>): T[] => items.filter((i): i is T => i !== undefined);

/** PROF-01, PROF-02, PROF-23: the editable profile from the answer of `GET /v2/profile` (or of a save). */
export const readEditableProfile = (data: unknown): EditableProfile => {
  const d = obj(data);
  const user = obj(d['user']);
  const job = obj(list(user['jobs'])[0]);
  const interests = obj(user['user_interests']);
  const prompts = obj(user['user_prompts']);
  const meter = obj(d['profile_meter']);
  const height = user['height'];
  return {
    bio: str(user['bio']) ?? '',
    job: { company: str(obj(job['company'])['name']) ?? '', title: str(obj(job['title'])['name']) ?? '' },
    school: str(obj(list(user['schools'])[0])['name']) ?? '',
    interests: present(list(interests['selected_interests']).map(named)),
    availableInterests: present(list(interests['available_interests']).map(named)),
    interestBounds: interestBoundsOf(interests['min_interests'], interests['max_interests']),
    prompts: present(
      list(prompts['prompts']).map((p) => {
        const id = str(obj(p)['id']);
        const answer = str(obj(p)['answer_text']);
        return id === undefined || answer === undefined ? undefined : { id, answer_text: answer };
      }),
    ),
    availablePrompts: list(prompts['available_prompts']).filter((id): id is string => typeof id === 'string').length
      ? list(prompts['available_prompts']).filter((id): id is string => typeof id === 'string')
      : PROMPT_IDS,
    maxPrompts: typeof prompts['max_prompts'] === 'number' ? prompts['max_prompts'] : MAX_PROMPTS,
    descriptors: present(
      list(user['selected_descriptors']).map((raw) => {
        const id = str(obj(raw)['id']);
        return id === undefined ? undefined : { id, choiceIds: present(list(obj(raw)['choice_selections']).map((c) => str(obj(c)['id']))) };
      }),
    ),
    availableDescriptors: present(
      list(d['available_descriptors']).map((raw) => {
        const head = named(raw);
        return head ? { ...head, choices: present(list(obj(raw)['choices']).map(named)) } : undefined;
      }),
    ),
    relationshipIntent: isRelationshipIntent(user['relationship_intent']) ? user['relationship_intent'] : null,
    heightCm: typeof height === 'number' ? height : null,
    heightMeasureType: heightMeasureTypeOf(user['height_measure_type']),
    gender: isProfileGender(user['gender']) ? user['gender'] : null,
    customGender: str(user['custom_gender']) ?? '',
    showGenderOnProfile: user['show_gender_on_profile'] === true,
    allInGender: list(user['all_in_gender']).filter((id): id is AllInGenderId => typeof id === 'string' && isAllInGender(id)),
    orientations: present(
      list(user['sexual_orientations']).map((raw) => {
        const o = obj(raw);
        return typeof o['id'] === 'number' && typeof o['name'] === 'string' ? { id: o['id'], name: o['name'] } : undefined;
      }),
    ),
    showOrientationOnProfile: user['show_orientation_on_profile'] === true,
    hasUserViewedAllInScreensBefore: user['has_user_viewed_all_in_screens'] === true,
    quizzes: present(
      list(user['sparks_quizzes']).map((raw) => {
        const id = str(obj(raw)['id']);
        const answers = present(list(obj(raw)['answer_details']).map((a) => str(obj(a)['answer_id'])));
        return id === undefined || answers.length === 0 ? undefined : { id, answer_details: answers.map((answer_id) => ({ answer_id })) };
      }),
    ),
    availableQuizzes: present(
      list(d['available_quizzes']).map((raw) => {
        const o = obj(raw);
        const id = str(o['id']);
        return id === undefined
          ? undefined
          : { id, question: str(o['question']) ?? id, maxAnswers: typeof o['max_answers'] === 'number' ? o['max_answers'] : 1, choices: present(list(o['choices']).map(named)) };
      }),
    ),
    meter: {
      percentAchieved: typeof meter['percent_achieved'] === 'number' ? meter['percent_achieved'] : 0,
      incompleteComponents: list(meter['incomplete_components'])
        .map((c) => str(obj(c)['key']))
        .filter((key): key is MeterComponent => (METER_COMPONENTS as readonly (string | undefined)[]).includes(key))
        .map((key) => ({ key })),
    },
    tutorials: list(obj(d['onboarding'])['tutorials']).filter((t): t is string => typeof t === 'string'),
  };
};

/** A section in the provider's names: its path and body. */
const requestOf = (section: ProfileSection): { path: string; body: unknown } => {
  switch (section.kind) {
    case 'bio':
      return { path: '/v2/profile', body: { bio: section.bio } };
    case 'intent':
      return { path: '/v2/profile', body: { relationship_intent: section.intent } };
    case 'height':
      return { path: '/v2/profile', body: { height: section.heightCm, height_measure_type: section.measure } };
    case 'descriptors':
      return { path: '/v2/profile', body: { selected_descriptors: section.descriptors.map((d) => ({ id: d.id, choice_selections: d.choiceIds.map((id) => ({ id })) })) } };
    case 'gender':
      return {
        path: '/v2/profile',
        body: { gender: section.gender, custom_gender: section.customGender.trim() || null, show_gender_on_profile: section.showOnProfile },
      };
    case 'allInGender':
      return { path: '/v2/profile', body: { all_in_gender: section.ids } };
    case 'orientation':
      return { path: '/v2/profile', body: { sexual_orientations: section.orientations.map((o) => o.id), show_orientation_on_profile: section.showOnProfile } };
    case 'allInViewed':
      return { path: '/v2/profile', body: { has_user_viewed_all_in_screens: true } };
    case 'job':
      return {
        path: '/v2/profile/job',
        body: {
          jobs:
            section.company.trim() || section.title.trim()
              ? [{ company: { name: section.company, displayed: true }, title: { name: section.title, displayed: true } }]
              : [],
        },
      };
    case 'school':
      return { path: '/v2/profile/school', body: { schools: section.name.trim() ? [{ name: section.name, displayed: true }] : [] } };
    case 'interests':
      return { path: '/v2/profile/interests', body: { selected_interests: section.ids } };
    case 'prompts':
      return { path: '/v2/profile/prompts', body: { prompts: section.prompts } };
    case 'quizzes':
      return {
        path: '/v2/profile/quizzes',
        body: { sparks_quizzes: section.quizzes.map((q) => ({ id: q.id, answer_details: q.answer_details.map((a) => ({ answer_id: a.answer_id })) })) },
      };
  }
};

const failureOf = (failure: ApiFailure): ProfileEditError => {
  const error = failure.kind === 'http' ? obj(failure.response.error) : {};
  const fields = list(error['fields']).filter((f): f is ProfileFieldError => typeof obj(f)['field'] === 'string' && typeof obj(f)['reason'] === 'string');
  return { code: failure.code, message: failure.message, ...(fields.length > 0 ? { fields } : {}) };
};

/** PROF-03: the own profile's edits over `GET /v2/profile` and the edit calls of server/profile. */
export class HttpProfileEditApi implements ProfileEditApiPort {
  constructor(private readonly http: HttpPort) {}

  async load(): Promise<Result<EditableProfile, ProfileEditError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/profile', auth: true });
    return r.ok ? ok(readEditableProfile(r.value)) : err(failureOf(r.error));
  }

  async save(section: ProfileSection): Promise<Result<EditableProfile, ProfileEditError>> {
    const { path, body } = requestOf(section);
    const r = await this.http.request<unknown>({ method: 'POST', path, body: { kind: 'json', value: body }, auth: true });
    return r.ok ? ok(readEditableProfile(r.value)) : err(failureOf(r.error));
  }

  async ownCard(userId: string): Promise<Result<unknown, ProfileEditError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: `/user/${encodeURIComponent(userId)}`, auth: true });
    return r.ok ? ok(r.value) : err(failureOf(r.error));
  }

  async seeTutorials(names: readonly string[]): Promise<Result<readonly string[], ProfileEditError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/profile/tutorials', body: { kind: 'json', value: { tutorials: names } }, auth: true });
    return r.ok ? ok(list(obj(obj(r.value)['onboarding'])['tutorials']).filter((t): t is string => typeof t === 'string')) : err(failureOf(r.error));
  }
}
