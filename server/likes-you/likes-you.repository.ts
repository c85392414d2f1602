/**
 * The likes a member received that still wait for their answer (LIKES-03): likes of visible members (finished
 * onboarding, not banned) whom the member has neither liked back, passed, blocked (either way) nor matched,
 * newest first. A page is cut by the like's time and the liker's id.
 */
import type { Queryable } from '../db/database';

export interface ReceivedLike {
  readonly likerId: string;
  readonly isSuper: boolean;
  readonly likedAt: number;
}

/** Where a page starts: after this like (time, liker id). */
export interface LikesCursor {
  readonly at: number;
  readonly id: string;
}

export interface ReceivedQuery {
  readonly viewerId: string;
  readonly blocked: readonly string[];
  /** LIKES-07: only likers with one of these passions (none: everyone). */
  readonly passions: readonly string[];
  readonly after?: LikesCursor;
  readonly limit: number;
}

const WAITING = `l.liked_id = $1
  AND u.onboarding_state = 'complete' AND u.banned_at IS NULL
  AND NOT (l.liker_id = ANY ($2::text[]))
  AND NOT EXISTS (SELECT 1 FROM likes b WHERE b.liker_id = $1 AND b.liked_id = l.liker_id)
  AND NOT EXISTS (SELECT 1 FROM passes p WHERE p.passer_id = $1 AND p.passed_id = l.liker_id)
  AND NOT EXISTS (SELECT 1 FROM matches m WHERE (m.user_a = $1 AND m.user_b = l.liker_id) OR (m.user_a = l.liker_id AND m.user_b = $1))`;

export const likesYouRepository = {
  async received(q: Queryable, query: ReceivedQuery): Promise<ReceivedLike[]> {
    const params: unknown[] = [query.viewerId, [...query.blocked]];
    let extra = '';
    if (query.passions.length > 0) {
      params.push([...query.passions]);
      extra += ` AND u.interests && $${params.length}::text[]`;
    }
    if (query.after !== undefined) {
      params.push(new Date(query.after.at), query.after.id);
      extra += ` AND (l.created_at, l.liker_id) < ($${params.length - 1}::timestamptz, $${params.length}::text)`;
    }
    params.push(query.limit);
    const rows = await q.query<{ liker_id: string; is_super: boolean; created_at: Date }>(
      `SELECT l.liker_id, l.is_super, l.created_at FROM likes l JOIN users u ON u.id = l.liker_id
       WHERE ${WAITING}${extra}
       ORDER BY l.created_at DESC, l.liker_id DESC LIMIT $${params.length}::int`,
      params,
    );
    return rows.map((row) => ({ likerId: row.liker_id, isSuper: row.is_super, likedAt: row.created_at.getTime() }));
  },

  /**
   * How many likes wait, counting no further than `cap` (a popular member's count stays a bounded read): `partial`
   * says there are more than the count.
   */
  async count(q: Queryable, viewerId: string, blocked: readonly string[], cap: number): Promise<{ readonly count: number; readonly partial: boolean }> {
    const [row] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM likes l JOIN users u ON u.id = l.liker_id WHERE ${WAITING} LIMIT $3::int) waiting`,
      [viewerId, [...blocked], cap + 1],
    );
    const n = row?.n ?? 0;
    return { count: Math.min(n, cap), partial: n > cap };
  },

  /** Whether `likerId` waits in the viewer's list. */
  async waiting(q: Queryable, viewerId: string, likerId: string, blocked: readonly string[]): Promise<boolean> {
    const rows = await q.query(`SELECT 1 FROM likes l JOIN users u ON u.id = l.liker_id WHERE ${WAITING} AND l.liker_id = $3`, [viewerId, [...blocked], likerId]);
    return rows.length > 0;
  },

  /** The likes the member sent (LIKES-08), newest first; members gone or banned are left out. */
  async sent(q: Queryable, memberId: string, after: LikesCursor | undefined, limit: number): Promise<ReceivedLike[]> {
    const params: unknown[] = [memberId];
    let extra = '';
    if (after !== undefined) {
      params.push(new Date(after.at), after.id);
      extra = ` AND (l.created_at, l.liked_id) < ($2::timestamptz, $3::text)`;
    }
    params.push(limit);
    const rows = await q.query<{ liked_id: string; is_super: boolean; created_at: Date }>(
      `SELECT l.liked_id, l.is_super, l.created_at FROM likes l JOIN users u ON u.id = l.liked_id
       WHERE l.liker_id = $1 AND u.onboarding_state = 'complete' AND u.banned_at IS NULL${extra}
       ORDER BY l.created_at DESC, l.liked_id DESC LIMIT $${params.length}::int`,
      params,
    );
    return rows.map((row) => ({ likerId: row.liked_id, isSuper: row.is_super, likedAt: row.created_at.getTime() }));
  },

  /** The teaser tokens of these likers for the viewer, made for those without one. */
  async teaserTokens(q: Queryable, viewerId: string, likerIds: readonly string[], fresh: () => string, now: number): Promise<Map<string, string>> {
    if (likerIds.length === 0) return new Map();
    const rows = await q.query<{ liker_id: string; token: string }>(
      `INSERT INTO likes_you_teasers (token, viewer_id, liker_id, created_at)
       SELECT t, $1, l, $4 FROM unnest($2::text[], $3::text[]) AS x (l, t)
       ON CONFLICT (viewer_id, liker_id) DO UPDATE SET viewer_id = EXCLUDED.viewer_id
       RETURNING liker_id, token`,
      [viewerId, [...likerIds], likerIds.map(() => fresh()), new Date(now)],
    );
    return new Map(rows.map((row) => [row.liker_id, row.token]));
  },

  /** The liker a teaser token stands for, or null. */
  async teaserLiker(q: Queryable, token: string): Promise<string | null> {
    const [row] = await q.query<{ liker_id: string }>('SELECT liker_id FROM likes_you_teasers WHERE token = $1', [token]);
    return row?.liker_id ?? null;
  },
};
