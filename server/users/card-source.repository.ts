/** What members' cards are made of (member-card.ts), read for many members in one statement. */
import type { Queryable } from '../db/database';
import type { CardSource } from './member-card';

export interface CardSourceRow {
  readonly id: string;
  readonly name: string | null;
  readonly birth_date: string | null;
  readonly bio: string | null;
  readonly gender: number | null;
  readonly jobs: CardSource['jobs'];
  readonly schools: CardSource['schools'];
  readonly interests: string[];
  readonly prompts: CardSource['prompts'];
  readonly descriptors: CardSource['descriptors'];
  readonly is_verified: boolean;
  readonly cell_lat: number | null;
  readonly cell_lng: number | null;
  readonly hide_age: boolean;
  readonly hide_distance: boolean;
  readonly show_gender_on_profile: boolean;
  readonly custom_gender: string | null;
  readonly all_in_gender: string[];
  readonly sexual_orientations: number[];
  readonly show_orientation_on_profile: boolean;
  readonly quizzes: CardSource['quizzes'];
}

/** The columns of a card, from the users table under the alias `u` (the recs query selects them too). */
export const CARD_COLUMNS = `u.id, u.name, u.birth_date::text AS birth_date, u.bio, u.gender, u.jobs, u.schools, u.interests, u.prompts,
  u.descriptors, u.is_verified, u.cell_lat, u.cell_lng, u.hide_age, u.hide_distance, u.show_gender_on_profile, u.custom_gender,
  u.all_in_gender, u.sexual_orientations, u.show_orientation_on_profile, u.quizzes`;

export const cardSourceOf = (row: CardSourceRow): CardSource => ({
  id: row.id,
  name: row.name,
  birthDate: row.birth_date,
  bio: row.bio,
  gender: row.gender,
  jobs: row.jobs,
  schools: row.schools,
  interests: row.interests,
  prompts: row.prompts,
  descriptors: row.descriptors,
  verified: row.is_verified,
  cell: row.cell_lat === null || row.cell_lng === null ? null : { lat: row.cell_lat, lng: row.cell_lng },
  hideAge: row.hide_age,
  hideDistance: row.hide_distance,
  shownGender: row.show_gender_on_profile ? { custom: row.custom_gender, words: row.all_in_gender } : null,
  shownOrientations: row.show_orientation_on_profile ? row.sexual_orientations : [],
  quizzes: row.quizzes,
});

export const cardSourceRepository = {
  /** The card sources of these members, in no particular order (unknown ids are left out). */
  async findMany(q: Queryable, ids: readonly string[]): Promise<CardSource[]> {
    if (ids.length === 0) return [];
    const rows = await q.query<CardSourceRow>(`SELECT ${CARD_COLUMNS} FROM users u WHERE u.id = ANY($1::text[])`, [[...ids]]);
    return rows.map(cardSourceOf);
  },
};
