import type { Queryable } from '../db/database';

/** Whom a redeemed ticket opens a socket for. */
export interface TicketHolder {
  readonly userId: string;
  readonly familyId: string;
}

const at = (ms: number): Date => new Date(ms);

export const socketTicketRepository = {
  async insert(
    q: Queryable,
    ticket: { readonly hash: string; readonly userId: string; readonly familyId: string; readonly expiresAt: number; readonly now: number },
  ): Promise<void> {
    await q.query('INSERT INTO socket_tickets (token_hash, user_id, family_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
      ticket.hash,
      ticket.userId,
      ticket.familyId,
      at(ticket.expiresAt),
      at(ticket.now),
    ]);
  },

  /**
   * Uses a ticket up in one statement, so two sockets racing with one ticket cannot both open: only an unused,
   * unexpired ticket of a live session is redeemed.
   */
  async redeem(q: Queryable, hash: string, now: number): Promise<TicketHolder | null> {
    const [row] = await q.query<{ user_id: string; family_id: string }>(
      `UPDATE socket_tickets t SET used_at = $2
       FROM session_families f
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND f.id = t.family_id AND f.revoked_at IS NULL
       RETURNING t.user_id, t.family_id`,
      [hash, at(now)],
    );
    return row ? { userId: row.user_id, familyId: row.family_id } : null;
  },

  /** Tickets past their time are of no use to anyone. */
  async deleteExpired(q: Queryable, now: number): Promise<void> {
    await q.query('DELETE FROM socket_tickets WHERE expires_at <= $1', [at(now)]);
  },
};
