/**
 * server/realtime — the WebSocket (CHAT-05, D2 section 9; issue 3 item 7).
 * Owns: socket tickets (`GET /ws/generate`), the socket at `/ws` (ticket and Origin checks, ping/pong, typing
 * relay, frame limits), the in-process hub of open sockets by member, and the bus that carries nudges and ended
 * sessions to the other server processes of the database (LISTEN/NOTIFY on a PostgreSQL server).
 * Needs: the auth module (the member guard, and the session-ended event that closes sockets with 4001), the
 * database and clock, and matches (the typing relay's check).
 * Exposes: `nudge(memberId, nudge)` for other modules (new match, new message, typing, read, unmatch), the hub,
 * and the registration functions `install(app)` (before the API routes) and `registerRoutes(api)`.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Nudge } from '../../core/realtime/protocol';
import type { AuthModule } from '../auth';
import type { ServerContext } from '../context';
import { matchPartnerLookup } from '../matches/match-partner';
import { createRealtimeBus } from './realtime-bus';
import { RealtimeHub, type Nudger } from './realtime-hub';
import { registerRealtimeRoutes } from './realtime.routes';
import { startHeartbeat } from './socket-heartbeat';
import type { MatchPartnerLookup } from './socket-session';
import { SocketTicketService } from './socket-ticket.service';

export { RealtimeHub, type HubConnection, type Nudger } from './realtime-hub';
export { REALTIME_CHANNEL, readBusMessage, type BusMessage } from './realtime-bus';
export type { MatchPartnerLookup } from './socket-session';
export { SOCKET_TICKET_TTL_MS } from './socket-ticket.service';

/** The largest frame a client may send; the protocol's frames are a few dozen bytes. A larger one closes the socket (1009). */
export const MAX_FRAME_BYTES = 1024;
/** Frames a socket may send per second; more are dropped. */
export const FRAMES_PER_SECOND = 10;
/** Close code of the sockets still open when the server stops: the client reconnects later. */
const GOING_AWAY = 1001;

export interface RealtimeModule {
  readonly hub: RealtimeHub;
  /** Tells one member what to fetch, on every socket they have open, in this process or another. */
  readonly nudge: Nudger;
  /** Registers the WebSocket plugin on the app (before the API plugin, so that its routes can upgrade). */
  install(app: FastifyInstance): Promise<void>;
  registerRoutes(api: FastifyInstance): void;
}

export interface RealtimeModuleDeps {
  readonly auth: AuthModule;
  /** Default: the matches table. */
  readonly matchPartner?: MatchPartnerLookup;
}

export const createRealtimeModule = (ctx: ServerContext, deps: RealtimeModuleDeps): RealtimeModule => {
  const { config, db, clock, log } = ctx;
  const hub = new RealtimeHub(clock);
  const tickets = new SocketTicketService({ db, clock });
  const bus = createRealtimeBus({
    ...(db.notifications === undefined ? {} : { notifications: db.notifications }),
    deliver: (message) => {
      if (message.kind === 'nudge') return void hub.nudge(message.memberId, message.nudge);
      // Ended here or in another process: the tokens are forgotten and the sockets close wherever they are.
      deps.auth.sessions.forgetEndedFamilies(message.event.familyIds);
      hub.endSessions(message.event);
    },
    onError: (error) => log.error({ err: error }, 'realtime bus failed'),
  });
  const nudge: Nudger = (memberId: string, what: Nudge) => bus.publish({ kind: 'nudge', memberId, nudge: what });
  const stopListening = deps.auth.events.onSessionEnded((event) => bus.publish({ kind: 'sessions-ended', event }));
  return {
    hub,
    nudge,
    async install(app) {
      await bus.start();
      await app.register(fastifyWebsocket, {
        options: { maxPayload: MAX_FRAME_BYTES },
        preClose(done) {
          for (const socket of this.websocketServer.clients) socket.close(GOING_AWAY, 'Server shutting down');
          done();
        },
      });
      const stopHeartbeat = startHeartbeat(app.websocketServer);
      app.addHook('onClose', async () => {
        stopHeartbeat();
        stopListening();
        await bus.close();
      });
    },
    registerRoutes(api) {
      registerRealtimeRoutes(api, {
        config,
        tickets,
        member: deps.auth.guards.member,
        session: {
          hub,
          nudge,
          clock,
          matchPartner: deps.matchPartner ?? matchPartnerLookup(db),
          framesPerSecond: FRAMES_PER_SECOND,
          onError: (error) => log.error({ err: error }, 'typing relay failed'),
        },
      });
    },
  };
};
