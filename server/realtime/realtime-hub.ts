/**
 * The open sockets of this process, by member (CHAT-05). Other modules tell a member what to fetch with
 * `nudge(memberId, nudge)`; every socket of that member, and only of that member, gets the frame. When a session
 * ends (logout, refresh-token reuse, ban) its sockets are told why and closed with 4001 at once.
 */
import { CloseCode, type Nudge } from '../../core/realtime/protocol';
import type { Clock } from '../../core/shared';
import type { SessionEnded } from '../auth';

/** One open socket, as the hub sees it. */
export interface HubConnection {
  readonly memberId: string;
  /** The sign-in family the socket was opened for: it closes when that family ends. */
  readonly familyId: string;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** Tells one member what to fetch; other modules depend on this function only. */
export type Nudger = (memberId: string, nudge: Nudge) => void;

/**
 * How long an ended family is remembered: a socket whose ticket was redeemed just before its session ended
 * (the upgrade takes a moment) is closed when it arrives. Tickets live 60 s, so no socket comes later.
 */
const ENDED_MEMORY_MS = 60_000;

const encode = (nudge: Nudge): string => JSON.stringify(nudge);

export class RealtimeHub {
  readonly #byMember = new Map<string, Set<HubConnection>>();
  readonly #endedFamilies = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  /** Adds an open socket; one of a session that already ended is closed instead (and false is answered). */
  add(connection: HubConnection): boolean {
    if (this.#endedFamilies.has(connection.familyId)) {
      connection.close(CloseCode.SESSION_ENDED, 'Session ended');
      return false;
    }
    const sockets = this.#byMember.get(connection.memberId) ?? new Set<HubConnection>();
    sockets.add(connection);
    this.#byMember.set(connection.memberId, sockets);
    return true;
  }

  remove(connection: HubConnection): void {
    const sockets = this.#byMember.get(connection.memberId);
    if (!sockets) return;
    sockets.delete(connection);
    if (sockets.size === 0) this.#byMember.delete(connection.memberId);
  }

  /** Sends a nudge to every socket of one member; answers how many sockets it reached. */
  nudge(memberId: string, nudge: Nudge): number {
    const sockets = this.#byMember.get(memberId);
    if (!sockets) return 0;
    const frame = encode(nudge);
    for (const socket of sockets) socket.send(frame);
    return sockets.size;
  }

  /** AUTH-33, AUTH-26: the sockets of ended families hear `logout` or `ban`, then close with 4001. */
  endSessions(event: SessionEnded): void {
    const now = this.clock.now();
    this.#forgetEndedBefore(now - ENDED_MEMORY_MS);
    const families = new Set(event.familyIds);
    for (const familyId of families) this.#endedFamilies.set(familyId, now);
    const farewell = encode(event.reason === 'ban' ? { type: 'ban' } : { type: 'logout' });
    for (const socket of [...(this.#byMember.get(event.userId) ?? [])]) {
      if (!families.has(socket.familyId)) continue;
      this.remove(socket);
      socket.send(farewell);
      socket.close(CloseCode.SESSION_ENDED, 'Session ended');
    }
  }

  /** How many sockets a member has open. */
  socketsOf(memberId: string): number {
    return this.#byMember.get(memberId)?.size ?? 0;
  }

  #forgetEndedBefore(cutoff: number): void {
    for (const [familyId, endedAt] of this.#endedFamilies) if (endedAt < cutoff) this.#endedFamilies.delete(familyId);
  }
}
