/**
 * SET-09 on the chat send path: a member who takes messages from verified members only does not receive one from
 * a member who is not verified (the sender is told 403/40300).
 */
import type { Queryable } from '../db/database';

export const refusedByMessageControls = async (q: Queryable, fromId: string, toId: string): Promise<boolean> => {
  const rows = await q.query<{ refused: boolean }>(
    `SELECT (s.only_verified_messages AND NOT u.is_verified) AS refused
       FROM member_settings s, users u WHERE s.user_id = $2 AND u.id = $1`,
    [fromId, toId],
  );
  return rows[0]?.refused === true;
};
