/** The newcomer's row as onboarding reads and writes it (migration 010). */
import type { Queryable } from '../db/database';
import type { OnboardingField, CheckedValue } from './onboarding-fields';

/** One stored answer: a value, or skipped (ONB-08). */
export type StoredAnswer = { readonly data: CheckedValue } | { readonly skipped: true };
export type StoredAnswers = Readonly<Partial<Record<OnboardingField, StoredAnswer>>>;

export interface Newcomer {
  readonly id: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly complete: boolean;
  readonly answers: StoredAnswers;
  /** `YYYY-MM-DD`: the 18th birthday of a member refused as under 18. */
  readonly underageUntil: string | null;
}

interface NewcomerRow {
  readonly id: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly onboarding_state: string;
  readonly onboarding_answers: StoredAnswers;
  readonly underage_until: string | null;
}

const toNewcomer = (row: NewcomerRow): Newcomer => ({
  id: row.id,
  phone: row.phone,
  email: row.email,
  complete: row.onboarding_state === 'complete',
  answers: row.onboarding_answers,
  underageUntil: row.underage_until,
});

const COLUMNS = 'id, phone, email, onboarding_state, onboarding_answers, underage_until::text AS underage_until';

export const onboardingRepository = {
  async find(q: Queryable, userId: string, forUpdate = false): Promise<Newcomer | null> {
    const [row] = await q.query<NewcomerRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [userId]);
    return row ? toNewcomer(row) : null;
  },

  async saveAnswers(q: Queryable, userId: string, answers: StoredAnswers): Promise<void> {
    await q.query('UPDATE users SET onboarding_answers = $2::jsonb WHERE id = $1', [userId, JSON.stringify(answers)]);
  },

  async markUnderage(q: Queryable, userId: string, until: string, tokenHash: string, answers: StoredAnswers): Promise<void> {
    await q.query('UPDATE users SET underage_until = $2::date, underage_token_hash = $3, onboarding_answers = $4::jsonb WHERE id = $1', [
      userId,
      until,
      tokenHash,
      JSON.stringify(answers),
    ]);
  },

  /** Writes the answers to the member's columns and completes onboarding; the e-mail only when no member has it. */
  async complete(
    q: Queryable,
    userId: string,
    profile: {
      readonly name: string;
      readonly birthDate: string;
      readonly gender: number;
      readonly customGender: string | null;
      readonly showGenderOnProfile: boolean;
      readonly interestedIn: readonly number[];
      readonly interests: readonly string[];
      readonly email: string | null;
      readonly allowEmailMarketing: boolean;
    },
  ): Promise<void> {
    await q.query(
      `UPDATE users SET onboarding_state = 'complete', name = $2, birth_date = $3::date, gender = $4, custom_gender = $5,
         show_gender_on_profile = $6, interested_in = $7::smallint[], interests = $8::text[], allow_email_marketing = $9
       WHERE id = $1`,
      [
        userId,
        profile.name,
        profile.birthDate,
        profile.gender,
        profile.customGender,
        profile.showGenderOnProfile,
        [...profile.interestedIn],
        [...profile.interests],
        profile.allowEmailMarketing,
      ],
    );
    if (profile.email !== null) {
      await q.query('UPDATE users SET email = $2 WHERE id = $1 AND email IS NULL AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = $2)', [
        userId,
        profile.email,
      ]);
    }
  },

  /** ONB-15: removes a member who never finished onboarding (sessions go with the row). */
  async deleteNewcomer(q: Queryable, userId: string): Promise<boolean> {
    const rows = await q.query("DELETE FROM users WHERE id = $1 AND onboarding_state = 'onboarding' RETURNING id", [userId]);
    return rows.length > 0;
  },
};
