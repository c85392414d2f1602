/**
 * core/realtime — the realtime link to the server (CHAT-05, CHAT-06).
 * Owns: the connection loop (ticket, connect, ping, silence timeout, reconnect backoff, session-ended stop),
 * its state as signals (status, isConnected, lastNudgeDate) and the stream of parsed nudges.
 * Needs: SocketPort, SocketTicketPort, and the shared Clock, Scheduler, Random and Logger.
 * Exposes: RealtimeConnection, RealtimeStore, the ports, the backoff rule, the wire protocol; fakes under ./testing.
 */
import type { RealtimeConnection } from './realtime-connection.use-case';
import type { RealtimeStore } from './realtime.store';
import type { SocketPort } from './socket.port';
import type { SocketTicketPort } from './socket-ticket.port';
import { token } from '../shared';

export * from './protocol';
export * from './backoff';
export * from './realtime-timings';
export type { RealtimeStatus, StopReason } from './realtime-status';
export { RealtimeStore } from './realtime.store';
export {
  RealtimeConnection,
  type AppNudge,
  type NotConnected,
  type NudgeListener,
  type RealtimeConnectionDeps,
} from './realtime-connection.use-case';
export { ABNORMAL_CLOSURE, NORMAL_CLOSURE, type SocketHandlers, type SocketLink, type SocketPort } from './socket.port';
export type { SocketTicket, SocketTicketPort } from './socket-ticket.port';

export const REALTIME = {
  Socket: token<SocketPort>('realtime.Socket'),
  SocketTicket: token<SocketTicketPort>('realtime.SocketTicket'),
  Store: token<RealtimeStore>('realtime.Store'),
  Connection: token<RealtimeConnection>('realtime.Connection'),
} as const;
