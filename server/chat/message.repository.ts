import type { Queryable } from '../db/database';
import { VISIBLE_TO_MEMBER } from '../matches/match.repository';
import type { Message, MessageKind, MessageMedia } from './message';

interface MessageRow {
  readonly id: string;
  readonly match_id: string;
  readonly from_id: string;
  readonly to_id: string;
  readonly text: string;
  readonly created_at: Date;
  readonly seq: string | number;
  readonly client_id: string | null;
  readonly kind: MessageKind;
  readonly media: MessageMedia | null;
}

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  matchId: row.match_id,
  fromId: row.from_id,
  toId: row.to_id,
  text: row.text,
  createdAt: row.created_at.getTime(),
  seq: Number(row.seq),
  clientId: row.client_id,
  kind: row.kind,
  media: row.media,
});

const COLUMNS = 'id, match_id, from_id, to_id, text, created_at, seq, client_id, kind, media';
const X_COLUMNS = COLUMNS.split(', ').map((column) => `x.${column}`).join(', ');

/** PostgreSQL's unique-violation error code. */
const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

export const messageRepository = {
  async insert(q: Queryable, message: Message): Promise<void> {
    await q.query(`INSERT INTO messages (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
      message.id,
      message.matchId,
      message.fromId,
      message.toId,
      message.text,
      new Date(message.createdAt),
      message.seq,
      message.clientId,
      message.kind,
      message.media === null ? null : JSON.stringify(message.media),
    ]);
  },

  /** The message a sender sent under their own id, if any. */
  async findByClientId(q: Queryable, fromId: string, clientId: string): Promise<Message | null> {
    const [row] = await q.query<MessageRow>(`SELECT ${COLUMNS} FROM messages WHERE from_id = $1 AND client_id = $2`, [fromId, clientId]);
    return row ? toMessage(row) : null;
  },

  /** A whole conversation, oldest first. */
  async ofMatch(q: Queryable, matchId: string): Promise<Message[]> {
    const rows = await q.query<MessageRow>(`SELECT ${COLUMNS} FROM messages WHERE match_id = $1 ORDER BY seq`, [matchId]);
    return rows.map(toMessage);
  },

  /** The newest `limit` messages of a conversation before sequence number `beforeSeq` (all when absent), oldest first. */
  async page(q: Queryable, matchId: string, limit: number, beforeSeq?: number): Promise<Message[]> {
    const rows = await q.query<MessageRow>(
      `SELECT ${COLUMNS} FROM messages WHERE match_id = $1 AND seq < $2 ORDER BY seq DESC LIMIT $3`,
      [matchId, beforeSeq ?? Number.MAX_SAFE_INTEGER, limit],
    );
    return rows.map(toMessage).reverse();
  },

  /** The latest message of each match given. */
  async latestOf(q: Queryable, matchIds: readonly string[]): Promise<Map<string, Message>> {
    if (matchIds.length === 0) return new Map();
    const rows = await q.query<MessageRow>(
      `SELECT DISTINCT ON (match_id) ${COLUMNS} FROM messages WHERE match_id = ANY($1::text[]) ORDER BY match_id, seq DESC`,
      [matchIds],
    );
    return new Map(rows.map((row) => [row.match_id, toMessage(row)]));
  },

  /** Messages of the member's visible matches created after `since`, in order, at most `limit`. */
  async since(q: Queryable, memberId: string, since: number, limit: number): Promise<Message[]> {
    const rows = await q.query<MessageRow>(
      `SELECT ${X_COLUMNS} FROM messages x JOIN matches m ON m.id = x.match_id
       WHERE ${VISIBLE_TO_MEMBER} AND x.created_at > $2
       ORDER BY x.created_at, x.match_id, x.seq LIMIT $3`,
      [memberId, new Date(since), limit],
    );
    return rows.map(toMessage);
  },

  /** The send times of a member's messages after `since`, oldest first (the sending allowance). */
  async sentTimesSince(q: Queryable, fromId: string, since: number): Promise<number[]> {
    const rows = await q.query<{ created_at: Date }>('SELECT created_at FROM messages WHERE from_id = $1 AND created_at > $2 ORDER BY created_at', [
      fromId,
      new Date(since),
    ]);
    return rows.map((row) => row.created_at.getTime());
  },

  /** The sequence number of a message of a match, or null when the match holds no such message. */
  async seqOf(q: Queryable, matchId: string, messageId: string): Promise<number | null> {
    const [row] = await q.query<{ seq: string | number }>('SELECT seq FROM messages WHERE match_id = $1 AND id = $2', [matchId, messageId]);
    return row ? Number(row.seq) : null;
  },
};
