/**
 * Socket tickets (CHAT-05, EP-097): `GET /ws/generate` hands a signed-in member a random ticket, stored hashed,
 * that opens one socket within 60 s for the session that asked for it. A browser cannot put headers on a
 * WebSocket, so the ticket travels in the socket URL instead of the auth token, and is useless once used.
 */
import type { Clock } from '../../core/shared';
import type { Database } from '../db/database';
import type { Authenticated } from '../http/auth-guard';
import { newToken, sha256 } from '../platform/secrets';
import { socketTicketRepository as tickets, type TicketHolder } from './socket-ticket.repository';

export const SOCKET_TICKET_TTL_MS = 60_000;
/** Longer than any ticket this server issues (43 characters). */
const MAX_TICKET_LENGTH = 256;

const ticketHash = (ticket: string): string => sha256(`socket-ticket:${ticket}`);

export class SocketTicketService {
  constructor(private readonly deps: { readonly db: Database; readonly clock: Clock }) {}

  async issue(holder: Authenticated): Promise<string> {
    const now = this.deps.clock.now();
    const ticket = newToken();
    await this.deps.db.transaction(async (tx) => {
      await tickets.deleteExpired(tx, now);
      await tickets.insert(tx, { hash: ticketHash(ticket), userId: holder.userId, familyId: holder.familyId, expiresAt: now + SOCKET_TICKET_TTL_MS, now });
    });
    return ticket;
  }

  /** The member and session a ticket opens a socket for; null when it is missing, unknown, expired, used or of an ended session. */
  async redeem(ticket: string | undefined): Promise<TicketHolder | null> {
    if (ticket === undefined || ticket === '' || ticket.length > MAX_TICKET_LENGTH) return null;
    return tickets.redeem(this.deps.db, ticketHash(ticket), this.deps.clock.now());
  }
}
