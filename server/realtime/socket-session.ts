/**
 * One authenticated socket: it joins the hub, answers pings, relays typing to the other member of a match the
 * sender is in, and leaves the hub when it closes. Frames over the budget, binary frames and malformed or
 * unknown frames are dropped without an answer; none of them can end the process.
 */
import type { WebSocket } from 'ws';
import { parseClientFrame, type Nudge } from '../../core/realtime/protocol';
import type { Clock } from '../../core/shared';
import { FrameBudget } from './frame-budget';
import type { HubConnection, Nudger, RealtimeHub } from './realtime-hub';
import type { TicketHolder } from './socket-ticket.repository';

/** The other member of a match, when `memberId` is one of its two members; null otherwise. */
export type MatchPartnerLookup = (matchId: string, memberId: string) => Promise<string | null>;

export interface SocketSessionDeps {
  readonly hub: RealtimeHub;
  /** Reaches the other member wherever their sockets are (another server process included). */
  readonly nudge: Nudger;
  readonly clock: Clock;
  readonly matchPartner: MatchPartnerLookup;
  readonly framesPerSecond: number;
  readonly onError: (error: unknown) => void;
}

const send = (socket: WebSocket, nudge: Nudge): void => socket.send(JSON.stringify(nudge));

export const openSocketSession = (socket: WebSocket, holder: TicketHolder, deps: SocketSessionDeps): void => {
  const { hub, matchPartner } = deps;
  const connection: HubConnection = {
    memberId: holder.userId,
    familyId: holder.familyId,
    send: (text) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    },
    close: (code, reason) => socket.close(code, reason),
  };
  if (!hub.add(connection)) return;
  const budget = new FrameBudget(deps.framesPerSecond, () => deps.clock.now());

  const relayTyping = async (matchId: string): Promise<void> => {
    const partner = await matchPartner(matchId, holder.userId);
    if (partner !== null) deps.nudge(partner, { type: 'typing', matchId, userId: holder.userId });
  };

  socket.on('message', (data, isBinary) => {
    if (!budget.take() || isBinary) return;
    const frame = parseClientFrame(data.toString());
    if (frame === undefined) return;
    switch (frame.type) {
      case 'ping':
        send(socket, { type: 'pong' });
        return;
      case 'typing':
        relayTyping(frame.matchId).catch(deps.onError);
        return;
    }
  });
  socket.on('close', () => hub.remove(connection));
};
