/** Blocks (SAFE-02): one row per blocker and blocked member; a block is never undone here. */
import type { Queryable } from '../db/database';

export const blockRepository = {
  /** Records the block; false when it was there already. */
  async insert(q: Queryable, blockerId: string, blockedId: string, now: number): Promise<boolean> {
    const rows = await q.query(
      'INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (blocker_id, blocked_id) DO NOTHING RETURNING blocker_id',
      [blockerId, blockedId, new Date(now)],
    );
    return rows.length > 0;
  },

  /** Whether either of two members blocked the other. */
  async between(q: Queryable, a: string, b: string): Promise<boolean> {
    const rows = await q.query(
      'SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1',
      [a, b],
    );
    return rows.length > 0;
  },

  /** The members `blockerId` blocked after `since`, oldest first. */
  async blockedBySince(q: Queryable, blockerId: string, since: number): Promise<string[]> {
    const rows = await q.query<{ blocked_id: string }>('SELECT blocked_id FROM blocks WHERE blocker_id = $1 AND created_at > $2 ORDER BY created_at, blocked_id', [
      blockerId,
      new Date(since),
    ]);
    return rows.map((row) => row.blocked_id);
  },
};
