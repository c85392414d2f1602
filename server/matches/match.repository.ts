/**
 * Matches: two members, once per pair (stored in id order), until one of them unmatches (or blocks the other).
 * A match nobody wrote in expires `MATCH_EXPIRY_MS` after it was made and is archived then (MATCH-02, MATCH-17);
 * the first message clears both times. `updated_at` moves with everything either member's list shows, for
 * POST /updates.
 */
import type { Queryable } from '../db/database';

/** How long a match without a message stays in the lists before it expires into the archive. */
export const MATCH_EXPIRY_MS = 14 * 24 * 3_600_000;

export interface Match {
  readonly id: string;
  /** The two members, in id order. */
  readonly members: readonly [string, string];
  readonly createdAt: number;
  readonly unmatchedAt: number | null;
  /** The sequence number of the latest message; 0 before the first one. */
  readonly lastSeq: number;
  readonly lastMessageAt: number | null;
  readonly expireAt: number | null;
  readonly archiveAt: number | null;
  readonly updatedAt: number;
}

interface MatchRow {
  readonly id: string;
  readonly user_a: string;
  readonly user_b: string;
  readonly created_at: Date;
  readonly unmatched_at: Date | null;
  readonly last_seq: string | number;
  readonly last_message_at: Date | null;
  readonly expire_at: Date | null;
  readonly archive_at: Date | null;
  readonly updated_at: Date;
}

const MATCH_COLUMNS = 'id, user_a, user_b, created_at, unmatched_at, last_seq, last_message_at, expire_at, archive_at, updated_at';
/** The same columns of the table aliased `m`. */
const M_COLUMNS = MATCH_COLUMNS.split(', ').map((column) => `m.${column}`).join(', ');

const time = (value: Date | null): number | null => value?.getTime() ?? null;

const toMatch = (row: MatchRow): Match => ({
  id: row.id,
  members: [row.user_a, row.user_b],
  createdAt: row.created_at.getTime(),
  unmatchedAt: time(row.unmatched_at),
  lastSeq: Number(row.last_seq),
  lastMessageAt: time(row.last_message_at),
  expireAt: time(row.expire_at),
  archiveAt: time(row.archive_at),
  updatedAt: row.updated_at.getTime(),
});

/** The other member of a match, or undefined when `memberId` is not in it. */
export const otherMember = (match: Pick<Match, 'members'>, memberId: string): string | undefined =>
  match.members[0] === memberId ? match.members[1] : match.members[1] === memberId ? match.members[0] : undefined;

/**
 * SQL: the match `m` is one `$1` may see: theirs, not ended, neither member blocked the other, and the other
 * member not banned. Anything else is "no such match" to them.
 */
export const VISIBLE_TO_MEMBER = `(m.user_a = $1 OR m.user_b = $1)
  AND m.unmatched_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM blocks b
                  WHERE (b.blocker_id = m.user_a AND b.blocked_id = m.user_b) OR (b.blocker_id = m.user_b AND b.blocked_id = m.user_a))
  AND NOT EXISTS (SELECT 1 FROM users o
                  WHERE o.id = CASE WHEN m.user_a = $1 THEN m.user_b ELSE m.user_a END AND o.banned_at IS NOT NULL)`;

/** Which of a member's lists (MATCH-08 filters). */
export type MatchFilter = 'withMessages' | 'withoutMessages' | 'archivedMatches';

/** Where a page of a list starts: after the match with this sort time and id. */
export interface ListCursor {
  readonly at: number;
  readonly id: string;
}

/** MATCH-07: what each list is sorted by (newest first); the match id breaks ties. */
const SORT_COLUMN: Record<MatchFilter, string> = {
  withMessages: 'm.last_message_at',
  withoutMessages: 'm.created_at',
  archivedMatches: 'm.archive_at',
};

const FILTER_CONDITION: Record<MatchFilter, string> = {
  withMessages: 'm.last_seq > 0 AND (m.archive_at IS NULL OR m.archive_at > $2)',
  withoutMessages: 'm.last_seq = 0 AND (m.archive_at IS NULL OR m.archive_at > $2)',
  archivedMatches: 'm.archive_at <= $2',
};

export const matchRepository = {
  /** The match of two members, created when there is none. */
  async findOrCreate(q: Queryable, fresh: { readonly id: string; readonly between: readonly [string, string]; readonly now: number }): Promise<Match> {
    const [a, b] = [...fresh.between].sort() as [string, string];
    const now = new Date(fresh.now);
    const expiry = new Date(fresh.now + MATCH_EXPIRY_MS);
    const [inserted] = await q.query<MatchRow>(
      `INSERT INTO matches (id, user_a, user_b, created_at, updated_at, expire_at, archive_at) VALUES ($1, $2, $3, $4, $4, $5, $5)
       ON CONFLICT (user_a, user_b) DO NOTHING RETURNING ${MATCH_COLUMNS}`,
      [fresh.id, a, b, now, expiry],
    );
    if (inserted) return toMatch(inserted);
    const [existing] = await q.query<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM matches WHERE user_a = $1 AND user_b = $2`, [a, b]);
    if (!existing) throw new Error('matches: pair conflict without a row');
    return toMatch(existing);
  },

  /** The match of two members (live or ended), or null. */
  async findBetween(q: Queryable, between: readonly [string, string]): Promise<Match | null> {
    const [a, b] = [...between].sort() as [string, string];
    const [row] = await q.query<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM matches WHERE user_a = $1 AND user_b = $2`, [a, b]);
    return row ? toMatch(row) : null;
  },

  async findById(q: Queryable, id: string): Promise<Match | null> {
    const [row] = await q.query<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM matches WHERE id = $1`, [id]);
    return row ? toMatch(row) : null;
  },

  /** The match when `memberId` may see it (VISIBLE_TO_MEMBER), else null. */
  async findVisible(q: Queryable, id: string, memberId: string): Promise<Match | null> {
    const [row] = await q.query<MatchRow>(`SELECT ${M_COLUMNS} FROM matches m WHERE ${VISIBLE_TO_MEMBER} AND m.id = $2`, [memberId, id]);
    return row ? toMatch(row) : null;
  },

  /** Ends a live match; false when it had ended already. */
  async unmatch(q: Queryable, id: string, by: string, now: number): Promise<boolean> {
    const rows = await q.query('UPDATE matches SET unmatched_at = $3, unmatched_by = $2, updated_at = $3 WHERE id = $1 AND unmatched_at IS NULL RETURNING id', [
      id,
      by,
      new Date(now),
    ]);
    return rows.length > 0;
  },

  /**
   * Takes the next sequence number of a live match for a new message, and moves its times: the row stays locked
   * until the transaction ends, so the messages of one match are numbered in the order they are committed.
   * Null when the match is not live.
   */
  async nextSeq(q: Queryable, id: string, now: number): Promise<number | null> {
    const [row] = await q.query<{ last_seq: string | number }>(
      `UPDATE matches SET last_seq = last_seq + 1, last_message_at = $2, updated_at = $2, expire_at = NULL, archive_at = NULL
       WHERE id = $1 AND unmatched_at IS NULL RETURNING last_seq`,
      [id, new Date(now)],
    );
    return row ? Number(row.last_seq) : null;
  },

  /** Marks a change either member's list shows. */
  async touch(q: Queryable, id: string, now: number): Promise<void> {
    await q.query('UPDATE matches SET updated_at = greatest(updated_at, $2) WHERE id = $1', [id, new Date(now)]);
  },

  /** One page of a member's list, newest first (MATCH-07), after `cursor`. */
  async page(q: Queryable, query: { readonly memberId: string; readonly filter: MatchFilter; readonly now: number; readonly limit: number; readonly after?: ListCursor }): Promise<Match[]> {
    const sort = SORT_COLUMN[query.filter];
    const params: unknown[] = [query.memberId, new Date(query.now), query.limit];
    let after = '';
    if (query.after !== undefined) {
      params.push(new Date(query.after.at), query.after.id);
      after = `AND (${sort}, m.id) < ($4, $5)`;
    }
    const rows = await q.query<MatchRow>(
      `SELECT ${M_COLUMNS} FROM matches m
       WHERE ${VISIBLE_TO_MEMBER} AND ${FILTER_CONDITION[query.filter]} ${after}
       ORDER BY ${sort} DESC, m.id DESC LIMIT $3`,
      params,
    );
    return rows.map(toMatch);
  },

  /** The member's visible matches that changed after `since`, oldest change first. */
  async changedSince(q: Queryable, memberId: string, since: number, limit: number): Promise<Match[]> {
    const rows = await q.query<MatchRow>(
      `SELECT ${M_COLUMNS} FROM matches m WHERE ${VISIBLE_TO_MEMBER} AND m.updated_at > $2 ORDER BY m.updated_at, m.id LIMIT $3`,
      [memberId, new Date(since), limit],
    );
    return rows.map(toMatch);
  },

  /** The ids of the member's matches that ended after `since`: unmatched by either, or ended by a block. */
  async endedSince(q: Queryable, memberId: string, since: number): Promise<string[]> {
    const rows = await q.query<{ id: string }>(
      'SELECT m.id FROM matches m WHERE (m.user_a = $1 OR m.user_b = $1) AND m.unmatched_at > $2 ORDER BY m.unmatched_at, m.id',
      [memberId, new Date(since)],
    );
    return rows.map((row) => row.id);
  },
};
