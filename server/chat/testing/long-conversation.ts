/**
 * A long conversation written straight into the database, as if the two members had sent it over weeks: the chat
 * benchmark (10,000 messages) and the long-history journey (a few pages) need more messages than the send allowance
 * lets anyone send in a test's time. Messages alternate between the two members, a minute apart, the last one at
 * `endAt`; each has its sequence number and a CHAT-02 id; the match's last sequence number and time follow.
 */
import type { Database } from '../../db/database';

export interface LongConversation {
  readonly matchId: string;
  /** The two members; the first sends the odd messages. */
  readonly between: readonly [string, string];
  readonly count: number;
  readonly endAt: number;
  /** The text of the message with this sequence number (1 is the first). */
  readonly text: (seq: number) => string;
}

const BATCH = 500;
const MINUTE_MS = 60_000;

/** Writes the conversation; answers the ids of its first and last messages. */
export const seedLongConversation = async (db: Database, conversation: LongConversation): Promise<{ oldestId: string; newestId: string }> => {
  const { matchId, between, count, endAt, text } = conversation;
  const start = endAt - count * MINUTE_MS;
  const idOf = (seq: number) => `seed${seq}_${String(start + seq * MINUTE_MS).padStart(13, '0')}`;
  await db.transaction(async (tx) => {
    for (let first = 1; first <= count; first += BATCH) {
      const values: unknown[] = [];
      const rows: string[] = [];
      for (let seq = first; seq < first + BATCH && seq <= count; seq++) {
        const [from, to] = seq % 2 === 1 ? between : [between[1], between[0]];
        const at = values.length;
        values.push(idOf(seq), matchId, from, to, text(seq), new Date(start + seq * MINUTE_MS), seq, idOf(seq));
        rows.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8}, 'text')`);
      }
      await tx.query(`INSERT INTO messages (id, match_id, from_id, to_id, text, created_at, seq, client_id, kind) VALUES ${rows.join(', ')}`, values);
    }
    await tx.query('UPDATE matches SET last_seq = $2, last_message_at = $3, updated_at = $3, expire_at = NULL, archive_at = NULL WHERE id = $1', [matchId, count, new Date(endAt)]);
  });
  return { oldestId: idOf(1), newestId: idOf(count) };
};
