import type { Queryable } from '../db/database';
import type { Message } from './message';

interface MessageRow {
  readonly id: string;
  readonly match_id: string;
  readonly from_id: string;
  readonly to_id: string;
  readonly text: string;
  readonly created_at: Date;
}

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  matchId: row.match_id,
  fromId: row.from_id,
  toId: row.to_id,
  text: row.text,
  createdAt: row.created_at.getTime(),
});

const COLUMNS = 'id, match_id, from_id, to_id, text, created_at';

export const messageRepository = {
  async insert(q: Queryable, message: Message): Promise<void> {
    await q.query(`INSERT INTO messages (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
      message.id,
      message.matchId,
      message.fromId,
      message.toId,
      message.text,
      new Date(message.createdAt),
    ]);
  },

  /** A conversation, oldest first. */
  async ofMatch(q: Queryable, matchId: string): Promise<Message[]> {
    const rows = await q.query<MessageRow>(`SELECT ${COLUMNS} FROM messages WHERE match_id = $1 ORDER BY created_at, id`, [matchId]);
    return rows.map(toMessage);
  },
};
