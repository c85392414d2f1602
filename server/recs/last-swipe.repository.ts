/**
 * Each member's last swipe (RECS-14), the only one a rewind may undo: a narrow row of its own (migration 195), whose
 * trigger moves the member's recs epoch on every write, so a swipe, a rewind or a cleared swipe gives a new recs page
 * at once. A cleared last swipe keeps its row (its epoch moves; a deleted row would bring an old epoch back).
 */
import type { Queryable } from '../db/database';

/** A swipe as the last-swipe record names it. */
export type SwipeKind = 'like' | 'superlike' | 'pass';

/** The statement writing the last swipes that `rows` selects (member, member swiped, kind, time). */
export const lastSwipesFrom = (rows: string): string =>
  `INSERT INTO last_swipes (user_id, target_id, kind, at) ${rows}
   ON CONFLICT (user_id) DO UPDATE SET target_id = EXCLUDED.target_id, kind = EXCLUDED.kind, at = EXCLUDED.at`;

const CLEARED = 'target_id = NULL, kind = NULL, at = NULL';

export const lastSwipeRepository = {
  /** The swipe is now the member's last. */
  async record(q: Queryable, memberId: string, targetId: string, kind: SwipeKind, now: number): Promise<void> {
    await q.query(lastSwipesFrom('VALUES ($1::text, $2::text, $3::text, $4::timestamptz)'), [memberId, targetId, kind, new Date(now)]);
  },

  /** The member has no last swipe to undo any more (rewound). */
  async clearOf(q: Queryable, memberId: string): Promise<void> {
    await q.query(`UPDATE last_swipes SET ${CLEARED} WHERE user_id = $1`, [memberId]);
  },

  /** Nobody's last swipe is at this member any more (the member is gone). */
  async clearAt(q: Queryable, targetId: string): Promise<void> {
    await q.query(`UPDATE last_swipes SET ${CLEARED} WHERE target_id = $1`, [targetId]);
  },
};
