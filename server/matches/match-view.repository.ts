/**
 * What each member of a match has seen (MATCH-06, MATCH-12: `match_seen`, `last_seen_msg_id`) and whether they
 * turned read receipts on for it (CHAT-08). A member without a row has seen nothing and has receipts off. The
 * last seen message only ever moves forward (by its sequence number).
 */
import type { Queryable } from '../db/database';

export interface MatchView {
  readonly matchSeen: boolean;
  readonly lastSeenMsgId: string | null;
  readonly lastSeenSeq: number;
  readonly readReceipts: boolean;
}

export const UNSEEN: MatchView = { matchSeen: false, lastSeenMsgId: null, lastSeenSeq: 0, readReceipts: false };

interface ViewRow {
  readonly match_id: string;
  readonly member_id: string;
  readonly match_seen: boolean;
  readonly last_seen_msg_id: string | null;
  readonly last_seen_seq: string | number;
  readonly read_receipts: boolean;
}

/** Key of one member's view of one match. */
export const viewKey = (matchId: string, memberId: string): string => `${matchId}\u0000${memberId}`;

export const matchViewRepository = {
  /** Both members' views of each match given (missing ones are UNSEEN). */
  async viewsOf(q: Queryable, matchIds: readonly string[]): Promise<Map<string, MatchView>> {
    if (matchIds.length === 0) return new Map();
    const rows = await q.query<ViewRow>(
      'SELECT match_id, member_id, match_seen, last_seen_msg_id, last_seen_seq, read_receipts FROM match_views WHERE match_id = ANY($1::text[])',
      [matchIds],
    );
    return new Map(
      rows.map((row) => [
        viewKey(row.match_id, row.member_id),
        { matchSeen: row.match_seen, lastSeenMsgId: row.last_seen_msg_id, lastSeenSeq: Number(row.last_seen_seq), readReceipts: row.read_receipts },
      ]),
    );
  },

  /** MATCH-12: the member saw the match; false when they had already. */
  async markMatchSeen(q: Queryable, matchId: string, memberId: string): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO match_views (match_id, member_id, match_seen) VALUES ($1, $2, true)
       ON CONFLICT (match_id, member_id) DO UPDATE SET match_seen = true WHERE match_views.match_seen = false RETURNING match_id`,
      [matchId, memberId],
    );
    return rows.length > 0;
  },

  /** MATCH-12: the member read up to a message (and so saw the match); false when they had read as far already. */
  async markMessageSeen(q: Queryable, matchId: string, memberId: string, messageId: string, seq: number): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO match_views (match_id, member_id, match_seen, last_seen_msg_id, last_seen_seq) VALUES ($1, $2, true, $3, $4)
       ON CONFLICT (match_id, member_id) DO UPDATE SET match_seen = true, last_seen_msg_id = $3, last_seen_seq = $4
       WHERE match_views.last_seen_seq < $4 RETURNING match_id`,
      [matchId, memberId, messageId, seq],
    );
    return rows.length > 0;
  },

  /** CHAT-08: turns read receipts on for the member in a match; false when they were on already. */
  async enableReadReceipts(q: Queryable, matchId: string, memberId: string): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO match_views (match_id, member_id, read_receipts) VALUES ($1, $2, true)
       ON CONFLICT (match_id, member_id) DO UPDATE SET read_receipts = true WHERE match_views.read_receipts = false RETURNING match_id`,
      [matchId, memberId],
    );
    return rows.length > 0;
  },
};
