import { ContainerModule } from 'inversify';
import { SHARED } from '../../core/shared';
import { ActiveTab, DEFAULT_SESSION_CONFIG, SESSION, SessionStore, sessionRequestContextProvider } from '../../core/session';
import { provide } from './provide';

/** Binds the session state (SESS-01) and the active-tab use-case (SESS-07); the tracker loads on its own (session-tracking.module.ts). */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(SESSION.Config).toConstantValue(DEFAULT_SESSION_CONFIG);
  provide(bind, SESSION.Store, (clock, ids) => new SessionStore({ id: ids.next(), startedAt: clock.now() }), [SHARED.Clock, SHARED.IdGenerator]);
  provide(bind, SESSION.RequestContext, (store, clock) => sessionRequestContextProvider(store, clock), [SESSION.Store, SHARED.Clock]);
  provide(bind, SESSION.ActiveTab, (presence, clock, ids, logger) => new ActiveTab({ presence, clock, ids, logger }), [
    SESSION.TabPresence,
    SHARED.Clock,
    SHARED.IdGenerator,
    SHARED.Logger,
  ]);
});
