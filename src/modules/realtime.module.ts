import { ContainerModule } from 'inversify';
import { REALTIME, RealtimeConnection, RealtimeStore } from '../../core/realtime';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the realtime connection (CHAT-05, CHAT-06). It runs while a member is signed in (see the auth listeners). */
export const realtimeModule = new ContainerModule(({ bind }) => {
  provide(bind, REALTIME.Store, () => new RealtimeStore(), []);
  provide(
    bind,
    REALTIME.Connection,
    (socket, tickets, store, clock, scheduler, random, logger) => new RealtimeConnection({ socket, tickets, store, clock, scheduler, random, logger }),
    [REALTIME.Socket, REALTIME.SocketTicket, REALTIME.Store, SHARED.Clock, SHARED.Scheduler, SHARED.Random, SHARED.Logger],
  );
});
