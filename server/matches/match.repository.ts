/** Matches: two members, once per pair (stored in id order), until one of them unmatches. */
import type { Queryable } from '../db/database';

export interface Match {
  readonly id: string;
  /** The two members, in id order. */
  readonly members: readonly [string, string];
  readonly createdAt: number;
  readonly unmatchedAt: number | null;
}

interface MatchRow {
  readonly id: string;
  readonly user_a: string;
  readonly user_b: string;
  readonly created_at: Date;
  readonly unmatched_at: Date | null;
}

const toMatch = (row: MatchRow): Match => ({
  id: row.id,
  members: [row.user_a, row.user_b],
  createdAt: row.created_at.getTime(),
  unmatchedAt: row.unmatched_at?.getTime() ?? null,
});

/** The other member of a match, or undefined when `memberId` is not in it. */
export const otherMember = (match: Match, memberId: string): string | undefined =>
  match.members[0] === memberId ? match.members[1] : match.members[1] === memberId ? match.members[0] : undefined;

export const matchRepository = {
  /** The match of two members, created when there is none. */
  async findOrCreate(q: Queryable, fresh: { readonly id: string; readonly between: readonly [string, string]; readonly now: number }): Promise<Match> {
    const [a, b] = [...fresh.between].sort() as [string, string];
    const [inserted] = await q.query<MatchRow>(
      `INSERT INTO matches (id, user_a, user_b, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_a, user_b) DO NOTHING RETURNING id, user_a, user_b, created_at, unmatched_at`,
      [fresh.id, a, b, new Date(fresh.now)],
    );
    if (inserted) return toMatch(inserted);
    const [existing] = await q.query<MatchRow>('SELECT id, user_a, user_b, created_at, unmatched_at FROM matches WHERE user_a = $1 AND user_b = $2', [a, b]);
    if (!existing) throw new Error('matches: pair conflict without a row');
    return toMatch(existing);
  },

  /** The match of two members (live or ended), or null. */
  async findBetween(q: Queryable, between: readonly [string, string]): Promise<Match | null> {
    const [a, b] = [...between].sort() as [string, string];
    const [row] = await q.query<MatchRow>('SELECT id, user_a, user_b, created_at, unmatched_at FROM matches WHERE user_a = $1 AND user_b = $2', [a, b]);
    return row ? toMatch(row) : null;
  },

  async findById(q: Queryable, id: string): Promise<Match | null> {
    const [row] = await q.query<MatchRow>('SELECT id, user_a, user_b, created_at, unmatched_at FROM matches WHERE id = $1', [id]);
    return row ? toMatch(row) : null;
  },

  async unmatch(q: Queryable, id: string, by: string, now: number): Promise<boolean> {
    const rows = await q.query('UPDATE matches SET unmatched_at = $3, unmatched_by = $2 WHERE id = $1 AND unmatched_at IS NULL RETURNING id', [id, by, new Date(now)]);
    return rows.length > 0;
  },
};
