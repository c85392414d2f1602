/**
 * The public card of a member (PROF-01 field names, RECS-08): what any signed-in member may see of another. Never
 * a phone number, an e-mail address or a position; of the birth date only what the age says (`birth_date` is the
 * first of January of the year that gives the shown age, RECS-08); the distance only between the two members'
 * cells (server/geo/cells.ts), whole kilometres or miles in the viewer's unit (LOC-06). A member's plus controls
 * hide their age or distance from others (SET-10). Empty parts are left out.
 */
import { createHash } from 'node:crypto';
import { shownDistance } from '../geo/distance';
import type { Position } from '../geo/position';
import { ORIENTATIONS } from '../startup/app-settings';
import { descriptorById } from './descriptor-catalogue';
import { quizzesJson } from './quiz-catalogue';
import { interestById } from './interest-catalogue';
import { ageOn } from './user';

/** A photo as a card shows it: the media module's item (id, url, sizes, alt text, processed files, ...). */
export interface CardPhoto {
  readonly id: string;
  readonly url: string;
}

/** One member as stored: what their card is made of. */
export interface CardSource {
  readonly id: string;
  readonly name: string | null;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string | null;
  readonly bio: string | null;
  /** PROF-09: 0 men, 1 women, 2 beyond binary. */
  readonly gender: number | null;
  /** PROF-01: a name its member chose not to display (`*_displayed: false`) stays off the card. */
  readonly jobs: ReadonlyArray<{ readonly company?: string; readonly title?: string; readonly company_displayed?: boolean; readonly title_displayed?: boolean }>;
  readonly schools: ReadonlyArray<{ readonly name: string; readonly displayed?: boolean }>;
  /** Catalogue ids, in the member's order. */
  readonly interests: readonly string[];
  readonly prompts: ReadonlyArray<{ readonly id: string; readonly answer_text: string }>;
  readonly descriptors: ReadonlyArray<{ readonly id: string; readonly choice_ids: readonly string[] }>;
  readonly verified: boolean;
  /** The centre of the member's cell; null without a position. */
  readonly cell: Position | null;
  readonly hideAge: boolean;
  readonly hideDistance: boolean;
  /** PROF-09, PROF-10: the gender's words when the member shows their gender on the card; null when hidden. */
  readonly shownGender: { readonly custom: string | null; readonly words: readonly string[] } | null;
  /** PROF-10: orientation ids the member shows on the card (none when hidden). */
  readonly shownOrientations: readonly number[];
  /** PROF-06: the member's quiz answers, as stored. */
  readonly quizzes: ReadonlyArray<{ readonly id: string; readonly answer_ids: readonly string[] }>;
}

/** Who looks at a card: their cell and country (LOC-06 unit). */
export interface CardViewer {
  readonly id: string;
  readonly cell: Position | null;
  readonly country: string | null;
}

export interface CardContext {
  readonly now: number;
  readonly viewer: CardViewer;
  readonly photos: readonly CardPhoto[];
}

/** PROF-07: prompts in the order of the number in their id. */
const promptOrder = (id: string): number => Number(/\d+/.exec(id)?.[0] ?? Number.MAX_SAFE_INTEGER);

const unlessEmpty = <K extends string, T>(key: K, items: readonly T[]): Partial<Record<K, readonly T[]>> =>
  items.length === 0 ? {} : ({ [key]: items } as Record<K, readonly T[]>);

/** RECS-08 `s_number`: a stable number of the member that says nothing about them (48 bits of a hash of the id). */
export const sNumberOf = (id: string): number => Number.parseInt(createHash('sha256').update(`s_number:${id}`).digest('hex').slice(0, 12), 16);

/** RECS-08: a `birth_date` that gives the shown age and nothing more: 1 January of the year `age` years ago. */
export const coarseBirthDate = (age: number, now: number): string => `${new Date(now).getUTCFullYear() - age}-01-01T00:00:00.000Z`;

export const memberCard = (source: CardSource, context: CardContext) => {
  const self = source.id === context.viewer.id;
  const interests = source.interests.flatMap((id) => {
    const interest = interestById(id);
    return interest ? [{ id: interest.id, name: interest.name }] : [];
  });
  const descriptors = source.descriptors.flatMap((selected) => {
    const descriptor = descriptorById(selected.id);
    const choices = descriptor?.choices.filter((choice) => selected.choice_ids.includes(choice.id)) ?? [];
    return descriptor && choices.length > 0 ? [{ id: descriptor.id, name: descriptor.name, choice_selections: choices }] : [];
  });
  const prompts = [...source.prompts].sort((a, b) => promptOrder(a.id) - promptOrder(b.id));
  const age = source.birthDate === null || (source.hideAge && !self) ? null : ageOn(source.birthDate, context.now);
  const distance =
    !self && !source.hideDistance && source.cell && context.viewer.cell ? shownDistance(context.viewer.cell, source.cell, context.viewer.country) : null;
  return {
    _id: source.id,
    name: source.name ?? '',
    ...(age === null ? {} : { age, birth_date: coarseBirthDate(age, context.now) }),
    ...(source.bio ? { bio: source.bio } : {}),
    ...(source.gender === null ? {} : { gender: source.gender }),
    // PROF-09, PROF-10: shown on the card only when the member says so.
    ...(source.shownGender === null || source.gender === null
      ? {}
      : {
          show_gender_on_profile: true,
          ...(source.shownGender.custom ? { custom_gender: source.shownGender.custom } : {}),
          ...unlessEmpty('all_in_gender', source.shownGender.words),
        }),
    ...unlessEmpty(
      'sexual_orientations',
      source.shownOrientations.flatMap((id) => ORIENTATIONS.find((o) => o.id === id) ?? []),
    ),
    ...unlessEmpty(
      'jobs',
      source.jobs.flatMap((job) => {
        const shown = {
          ...(job.company === undefined || job.company_displayed === false ? {} : { company: { name: job.company, displayed: true } }),
          ...(job.title === undefined || job.title_displayed === false ? {} : { title: { name: job.title, displayed: true } }),
        };
        return Object.keys(shown).length === 0 ? [] : [shown];
      }),
    ),
    ...unlessEmpty(
      'schools',
      source.schools.filter((school) => school.displayed !== false).map((school) => ({ name: school.name, displayed: true })),
    ),
    ...unlessEmpty('photos', context.photos),
    ...(interests.length === 0 ? {} : { user_interests: { selected_interests: interests } }),
    ...unlessEmpty('selected_descriptors', descriptors),
    ...(prompts.length === 0 ? {} : { user_prompts: { prompts } }),
    ...unlessEmpty('sparks_quizzes', quizzesJson(source.quizzes)),
    ...(source.verified ? { badges: [{ type: 'selfie_verified' }] } : {}),
    ...(distance === null ? {} : { distance: distance.value, distance_unit: distance.unit }),
    s_number: sNumberOf(source.id),
  };
};

export type MemberCard = ReturnType<typeof memberCard>;
