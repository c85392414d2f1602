/** The columns of what a member writes about themselves (migrations 003, 010, 020, 060, 096, 097), read and written for one member. */
import type { HeightMeasureType, PromptAnswer, RelationshipIntent } from '../../core/profile';
import type { Queryable } from '../db/database';

/** PROF-01 `jobs[]` as stored: the names and whether each shows on the card. */
export interface StoredJob {
  readonly company?: string;
  readonly title?: string;
  readonly company_displayed?: boolean;
  readonly title_displayed?: boolean;
}

/** PROF-01 `schools[]` as stored. */
export interface StoredSchool {
  readonly name: string;
  readonly displayed?: boolean;
}

export interface StoredDescriptor {
  readonly id: string;
  readonly choice_ids: readonly string[];
}

/** A member's own profile as stored. */
export interface OwnProfileRow {
  readonly bio: string | null;
  readonly gender: number | null;
  readonly custom_gender: string | null;
  readonly show_gender_on_profile: boolean;
  readonly jobs: readonly StoredJob[];
  readonly schools: readonly StoredSchool[];
  readonly interests: readonly string[];
  readonly prompts: readonly PromptAnswer[];
  readonly descriptors: readonly StoredDescriptor[];
  readonly relationship_intent: RelationshipIntent | null;
  readonly height_cm: number | null;
  readonly height_measure_type: HeightMeasureType;
  readonly tutorials: readonly string[];
  /** PROF-10. */
  readonly all_in_gender: readonly string[];
  readonly sexual_orientations: readonly number[];
  readonly show_orientation_on_profile: boolean;
  readonly all_in_screens_viewed: boolean;
  /** PROF-06. */
  readonly quizzes: ReadonlyArray<{ readonly id: string; readonly answer_ids: readonly string[] }>;
}

const COLUMNS = `bio, gender, custom_gender, show_gender_on_profile, jobs, schools, interests, prompts, descriptors,
  relationship_intent, height_cm, height_measure_type, tutorials, all_in_gender, sexual_orientations, show_orientation_on_profile,
  all_in_screens_viewed, quizzes`;

/** The columns a change may write, and how each value goes to SQL. */
const JSON_COLUMNS = new Set(['jobs', 'schools', 'prompts', 'descriptors', 'quizzes']);
export type OwnProfileChange = Partial<Omit<OwnProfileRow, 'tutorials'>>;

export const profileRepository = {
  async find(q: Queryable, userId: string, options: { readonly lock?: boolean } = {}): Promise<OwnProfileRow | null> {
    const [row] = await q.query<OwnProfileRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND onboarding_state = 'complete'${options.lock ? ' FOR UPDATE' : ''}`, [userId]);
    return row ?? null;
  },

  /** Writes the fields given; the rest stays. */
  async update(q: Queryable, userId: string, change: OwnProfileChange): Promise<void> {
    const entries = Object.entries(change).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    const sets = entries.map(([column], i) => `${column} = $${i + 2}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`);
    const values = entries.map(([column, value]) => (JSON_COLUMNS.has(column) ? JSON.stringify(value) : value));
    await q.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [userId, ...values]);
  },

  /** PROF-27: adds tutorials to those seen (each once), and answers all of them. */
  async addTutorials(q: Queryable, userId: string, names: readonly string[]): Promise<readonly string[]> {
    const [row] = await q.query<{ tutorials: string[] }>(
      `UPDATE users SET tutorials = ARRAY(SELECT DISTINCT unnest(tutorials || $2::text[]) ORDER BY 1) WHERE id = $1 RETURNING tutorials`,
      [userId, [...names]],
    );
    return row?.tutorials ?? [];
  },
};
