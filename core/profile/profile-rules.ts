/**
 * The rules of what a member writes about themselves (PROF-04..07, PROF-20, PROF-23, PROF-25, PROF-29),
 * shared by the app and the reference server (server/profile): the same check on both sides, so a value the app
 * lets through is never refused for its length or count, and a client that skips the check is still refused.
 */

/** PROF-04: the longest company name, job title and school name, in characters (also in the app settings). */
export const COMPANY_MAX = 128;
export const JOB_TITLE_MAX = 128;
export const SCHOOL_MAX = 128;
/** The longest bio (the spec leaves it open: docs/decisions.md, PROF-01). */
export const BIO_MAX = 500;
/** PROF-07: how many prompts a member answers at most, and the longest answer (docs/decisions.md). */
export const MAX_PROMPTS = 3;
export const PROMPT_ANSWER_MAX = 150;
/** The longest self-described gender (ONB-01 `customGender`). */
export const CUSTOM_GENDER_MAX = 32;
/** PROF-09: the own gender's values: 0 men, 1 women, 2 beyond binary. */
export type ProfileGender = 0 | 1 | 2;
export const isProfileGender = (value: unknown): value is ProfileGender => value === 0 || value === 1 || value === 2;
/** PROF-25: heights a member may give, in centimetres (docs/decisions.md). */
export const HEIGHT_MIN_CM = 90;
export const HEIGHT_MAX_CM = 250;

/** PROF-05: the interests bounds when the server names none. */
export const DEFAULT_INTEREST_BOUNDS: InterestBounds = { min: 3, max: 5 };

/** PROF-05: how many interests a member picks, from the server's `min_interests` / `max_interests`. */
export interface InterestBounds {
  readonly min: number;
  readonly max: number;
}

/** PROF-05: the bounds the server sent, or the default [3, 5] for anything missing or not a sane count. */
export const interestBoundsOf = (min: unknown, max: unknown): InterestBounds => {
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isInteger is false for every non-number (the typeof test narrows the type)
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!count(min) || !count(max) || min > max) return DEFAULT_INTEREST_BOUNDS;
  return { min, max };
};

/** PROF-05: a selection of `count` interests may be saved. */
export const interestsWithinBounds = (count: number, bounds: InterestBounds): boolean => count >= bounds.min && count <= bounds.max;
/** PROF-05: one more may be picked. */
export const canPickInterest = (count: number, bounds: InterestBounds): boolean => count < bounds.max;

/** PROF-25: the unit heights are shown in. */
export type HeightMeasureType = 'cm' | 'ft';
/** PROF-25: `heightMeasureType` defaults to `cm`. */
export const DEFAULT_HEIGHT_MEASURE_TYPE: HeightMeasureType = 'cm';
/** PROF-25: a stored unit, or the default for anything else. */
export const heightMeasureTypeOf = (value: unknown): HeightMeasureType => (value === 'ft' ? 'ft' : DEFAULT_HEIGHT_MEASURE_TYPE);
/** PROF-25: a height in feet and whole inches, for members who measure in feet. */
export const feetAndInches = (cm: number): { readonly feet: number; readonly inches: number } => {
  const total = Math.round(cm / 2.54);
  return { feet: Math.floor(total / 12), inches: total % 12 };
};

/** PROF-29: what a member is looking for (docs/decisions.md). */
export const RELATIONSHIP_INTENTS = ['long_term', 'long_term_open', 'short_term_open', 'short_term', 'new_friends', 'figuring_out'] as const;
export type RelationshipIntent = (typeof RELATIONSHIP_INTENTS)[number];
export const isRelationshipIntent = (value: unknown): value is RelationshipIntent => RELATIONSHIP_INTENTS.includes(value as RelationshipIntent);

/** PROF-07: the prompts a member may answer (the questions' words are in locales/, `profile.prompt.<id>`). */
export const PROMPT_IDS = ['pr_1', 'pr_2', 'pr_3', 'pr_4', 'pr_5', 'pr_6'] as const;
export const isPromptId = (value: string): boolean => (PROMPT_IDS as readonly string[]).includes(value);

/** A prompt answered (PROF-01 `user_prompts.prompts`). */
export interface PromptAnswer {
  readonly id: string;
  readonly answer_text: string;
}

/** A quiz as the provider sends it (PROF-06: `id`, `answer_details[].answer_id`). */
export interface QuizSource {
  readonly id: string;
  readonly answer_details: ReadonlyArray<{ readonly answer_id: string }>;
}

/**
 * PROF-06: each answer `{questionId, choiceId}` → `questionId_choiceId`; answers within a quiz joined by `,`;
 * quizzes joined by `;`; the whole wrapped in braces. The quiz's `id` is the question and each `answer_id` a choice.
 */
export const serialiseQuizzes = (quizzes: readonly QuizSource[]): string =>
  `{${quizzes.map((quiz) => quiz.answer_details.map((answer) => `${quiz.id}_${answer.answer_id}`).join(',')).join(';')}}`;

/** PROF-06: the quizzes page is ROUTE-05's `profile/edit/{option}` page with this option (docs/decisions.md). */
export const QUIZZES_OPTION = 'quizzes';

/** A quiz of the catalogue as the edit page offers it (`available_quizzes`): its question, choices and most answers. */
export interface QuizOption {
  readonly id: string;
  readonly question: string;
  readonly maxAnswers: number;
  readonly choices: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/**
 * PROF-06: answers the server takes, whole: quizzes of the catalogue, each once, each with 1 to its most answers,
 * choices of that quiz, none twice (a quiz with no answer is left out before the check). The server runs the same rule.
 */
export const checkQuizzes = (quizzes: readonly QuizSource[], catalogue: readonly QuizOption[]): readonly ProfileFieldError[] => {
  const answered = quizzes.filter((q) => q.answer_details.length > 0);
  const known = answered.every((q) => {
    const entry = catalogue.find((c) => c.id === q.id);
    const ids = q.answer_details.map((a) => a.answer_id);
    return entry !== undefined && ids.every((id) => entry.choices.some((c) => c.id === id)) && new Set(ids).size === ids.length;
  });
  if (!known || new Set(answered.map((q) => q.id)).size !== answered.length) return [{ field: 'sparks_quizzes', reason: 'unknown' }];
  for (const q of answered) {
    // Stryker disable next-line OptionalChaining: unreachable, every answered quiz was found in the catalogue above
    const max = catalogue.find((c) => c.id === q.id)?.maxAnswers ?? 0;
    if (q.answer_details.length > max) return [{ field: 'sparks_quizzes', reason: 'range', min: 1, max }];
  }
  return [];
};

/** The parts of a profile the meter counts (PROF-23 `incompleteComponents[].key`). */
export const METER_COMPONENTS = ['photos', 'bio', 'job', 'school', 'interests', 'prompts', 'descriptors', 'relationship_intent', 'height'] as const;
export type MeterComponent = (typeof METER_COMPONENTS)[number];

/** What the meter reads of a profile. */
export interface MeterInput {
  readonly photos: number;
  readonly bio: string | null;
  readonly jobs: number;
  readonly schools: number;
  readonly interests: number;
  readonly interestBounds: InterestBounds;
  readonly prompts: number;
  readonly descriptors: number;
  readonly relationshipIntent: string | null;
  readonly heightCm: number | null;
}

/** PROF-23 `{percentAchieved, incompleteComponents[{key}]}`. */
export interface ProfileMeter {
  readonly percentAchieved: number;
  readonly incompleteComponents: ReadonlyArray<{ readonly key: MeterComponent }>;
}

/** Photos a profile needs for the meter to count them complete (docs/decisions.md, PROF-23). */
export const METER_PHOTOS = 2;

const complete: Record<MeterComponent, (p: MeterInput) => boolean> = {
  photos: (p) => p.photos >= METER_PHOTOS,
  bio: (p) => (p.bio ?? '').trim().length > 0,
  job: (p) => p.jobs > 0,
  school: (p) => p.schools > 0,
  interests: (p) => p.interests >= p.interestBounds.min && p.interests > 0,
  prompts: (p) => p.prompts > 0,
  descriptors: (p) => p.descriptors > 0,
  relationship_intent: (p) => p.relationshipIntent !== null,
  height: (p) => p.heightCm !== null,
};

/**
 * PROF-23: the profile meter. Every component weighs the same; the percentage is the share of complete ones,
 * rounded down (100 only when nothing is missing); the incomplete ones in the order of METER_COMPONENTS.
 */
export const profileMeter = (p: MeterInput): ProfileMeter => {
  const incomplete = METER_COMPONENTS.filter((key) => !complete[key](p));
  const done = METER_COMPONENTS.length - incomplete.length;
  return { percentAchieved: Math.floor((done * 100) / METER_COMPONENTS.length), incompleteComponents: incomplete.map((key) => ({ key })) };
};

/** The fields of a profile edit a check may refuse, by their provider names (the names field errors carry). */
export type ProfileField =
  | 'bio'
  | 'custom_gender'
  | 'gender'
  | 'height'
  | 'jobs.company'
  | 'jobs.title'
  | 'schools.name'
  | 'selected_interests'
  | 'prompts'
  | 'prompts.answer_text'
  | 'prompts.id'
  | 'relationship_intent'
  | 'selected_descriptors'
  | 'all_in_gender'
  | 'sexual_orientations'
  | 'sparks_quizzes';

/** Why a field was refused. */
export type ProfileFieldProblem =
  /** Longer than `max` characters. */
  | { readonly reason: 'too_long'; readonly max: number }
  /** A count or a number outside [min, max]. */
  | { readonly reason: 'range'; readonly min: number; readonly max: number }
  /** Not in the catalogue, or given twice. */
  | { readonly reason: 'unknown' }
  /** Required and empty. */
  | { readonly reason: 'empty' };

export type ProfileFieldError = { readonly field: ProfileField } & ProfileFieldProblem;

/** Length in characters as a person counts them (code points, so an emoji is one). */
export const textLength = (text: string): number => [...text].length;

const tooLong = (field: ProfileField, text: string | undefined | null, max: number): ProfileFieldError[] =>
  text !== undefined && text !== null && textLength(text) > max ? [{ field, reason: 'too_long', max }] : [];

/** PROF-04: a job and a school as edited. */
export interface JobEdit {
  readonly company: string;
  readonly title: string;
}

/** PROF-01, PROF-04: the bio's length. */
export const checkBio = (bio: string | null | undefined): readonly ProfileFieldError[] => tooLong('bio', bio, BIO_MAX);

/** PROF-04: company and job title at most 128 characters each. */
export const checkJob = (job: JobEdit): readonly ProfileFieldError[] => [...tooLong('jobs.company', job.company, COMPANY_MAX), ...tooLong('jobs.title', job.title, JOB_TITLE_MAX)];

/** PROF-04: a school name at most 128 characters. */
export const checkSchool = (name: string): readonly ProfileFieldError[] => tooLong('schools.name', name, SCHOOL_MAX);

/** PROF-09: the own gender: one of the three values (required), the self-described words at most 32 characters. */
export const checkGender = (gender: number | null, customGender: string): readonly ProfileFieldError[] => [
  ...(gender === null ? [{ field: 'gender' as const, reason: 'empty' as const }] : isProfileGender(gender) ? [] : [{ field: 'gender' as const, reason: 'unknown' as const }]),
  ...tooLong('custom_gender', customGender.trim(), CUSTOM_GENDER_MAX),
];

/** PROF-05: a selection of interests: within the bounds, every id known, none twice. */
export const checkInterests = (ids: readonly string[], bounds: InterestBounds, known: (id: string) => boolean): readonly ProfileFieldError[] => {
  if (ids.some((id) => !known(id)) || new Set(ids).size !== ids.length) return [{ field: 'selected_interests', reason: 'unknown' }];
  return interestsWithinBounds(ids.length, bounds) ? [] : [{ field: 'selected_interests', reason: 'range', min: bounds.min, max: bounds.max }];
};

/** PROF-07: at most MAX_PROMPTS prompts of the catalogue, none twice, each answered in 1..PROMPT_ANSWER_MAX characters. */
export const checkPrompts = (prompts: readonly PromptAnswer[]): readonly ProfileFieldError[] => {
  const errors: ProfileFieldError[] = [];
  if (prompts.length > MAX_PROMPTS) errors.push({ field: 'prompts', reason: 'range', min: 0, max: MAX_PROMPTS });
  if (prompts.some((p) => !isPromptId(p.id)) || new Set(prompts.map((p) => p.id)).size !== prompts.length) errors.push({ field: 'prompts.id', reason: 'unknown' });
  if (prompts.some((p) => p.answer_text.trim().length === 0)) errors.push({ field: 'prompts.answer_text', reason: 'empty' });
  else if (prompts.some((p) => textLength(p.answer_text) > PROMPT_ANSWER_MAX)) errors.push({ field: 'prompts.answer_text', reason: 'too_long', max: PROMPT_ANSWER_MAX });
  return errors;
};

/** PROF-25: a height in whole centimetres within [HEIGHT_MIN_CM, HEIGHT_MAX_CM], or none. */
export const checkHeight = (cm: number | null | undefined): readonly ProfileFieldError[] =>
  cm === null || cm === undefined || (Number.isInteger(cm) && cm >= HEIGHT_MIN_CM && cm <= HEIGHT_MAX_CM)
    ? []
    : [{ field: 'height', reason: 'range', min: HEIGHT_MIN_CM, max: HEIGHT_MAX_CM }];
