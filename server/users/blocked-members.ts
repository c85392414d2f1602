/**
 * Who a member has blocked or been blocked by: a blocked pair never meets in recs nor sees each other's card. The
 * blocks themselves are written by the safety side of matches and chat, in `blocks (blocker_id, blocked_id,
 * created_at)`; until that table exists there are no blocks, so the reader checks for it and never fails for it.
 */
import type { Queryable } from '../db/database';

export interface BlockedMembers {
  /** Everyone the member blocked or was blocked by. */
  of(memberId: string): Promise<readonly string[]>;
}

export const blocksTableReader = (db: Queryable): BlockedMembers => {
  let tableSeen = false;
  const tableExists = async (): Promise<boolean> => {
    if (tableSeen) return true;
    const [row] = await db.query<{ present: boolean }>("SELECT to_regclass('blocks') IS NOT NULL AS present");
    tableSeen = row?.present === true;
    return tableSeen;
  };
  return {
    async of(memberId) {
      if (!(await tableExists())) return [];
      const rows = await db.query<{ other: string }>(
        'SELECT blocked_id AS other FROM blocks WHERE blocker_id = $1 UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1',
        [memberId],
      );
      return rows.map((row) => row.other);
    },
  };
};
