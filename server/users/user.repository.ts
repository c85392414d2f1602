import type { Queryable } from '../db/database';
import type { OnboardingState, User } from './user';

interface UserRow {
  readonly id: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly name: string | null;
  readonly birth_date: string | null;
  readonly onboarding_state: OnboardingState;
  readonly created_at: Date;
  readonly banned_at: Date | null;
}

const COLUMNS = 'id, phone, email, name, birth_date::text AS birth_date, onboarding_state, created_at, banned_at';

const toUser = (row: UserRow): User => ({
  id: row.id,
  phone: row.phone,
  email: row.email,
  name: row.name,
  birthDate: row.birth_date,
  onboardingState: row.onboarding_state,
  createdAt: row.created_at.getTime(),
  bannedAt: row.banned_at?.getTime() ?? null,
});

/** The column a sign-in identifies a member by. */
export type SignInIdentity = 'phone' | 'email';

export const userRepository = {
  async findById(q: Queryable, id: string): Promise<User | null> {
    const [row] = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return row ? toUser(row) : null;
  },

  /** The member with this phone or e-mail, created in the onboarding state when there is none. */
  async findOrCreate(
    q: Queryable,
    identity: SignInIdentity,
    value: string,
    fresh: { readonly id: string; readonly now: number },
  ): Promise<{ readonly user: User; readonly created: boolean }> {
    // ON CONFLICT keeps two simultaneous first sign-ins of one person from creating two members.
    const [inserted] = await q.query<UserRow>(
      `INSERT INTO users (id, ${identity}, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (${identity}) DO NOTHING RETURNING ${COLUMNS}`,
      [fresh.id, value, new Date(fresh.now)],
    );
    if (inserted) return { user: toUser(inserted), created: true };
    const [existing] = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${identity} = $1`, [value]);
    if (!existing) throw new Error(`users: ${identity} conflict without a row`);
    return { user: toUser(existing), created: false };
  },

  /** The ban is lifted: the member is seen and may sign in again. */
  async unmarkBanned(q: Queryable, id: string): Promise<boolean> {
    return (await q.query('UPDATE users SET banned_at = NULL WHERE id = $1 AND banned_at IS NOT NULL RETURNING id', [id])).length > 0;
  },

  async markBanned(q: Queryable, id: string, now: number): Promise<boolean> {
    const rows = await q.query('UPDATE users SET banned_at = $2 WHERE id = $1 AND banned_at IS NULL RETURNING id', [id, new Date(now)]);
    return rows.length > 0;
  },
};
