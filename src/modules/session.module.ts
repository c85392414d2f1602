import { ContainerModule } from 'inversify';
import { SHARED } from '../../core/shared';
import { ActiveTab, DEFAULT_SESSION_CONFIG, SESSION, SessionStore, SessionTracker, sessionRequestContextProvider } from '../../core/session';
import { provide } from './provide';

/** Binds sessions (SESS-01..11) and the active-tab use-case (SESS-07). */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(SESSION.Config).toConstantValue(DEFAULT_SESSION_CONFIG);
  provide(bind, SESSION.Store, (clock, ids) => new SessionStore({ id: ids.next(), startedAt: clock.now() }), [SHARED.Clock, SHARED.IdGenerator]);
  provide(
    bind,
    SESSION.Tracker,
    (store, storage, clock, scheduler, ids, logger, config) => new SessionTracker({ store, storage, clock, scheduler, ids, logger, config }),
    [SESSION.Store, SHARED.KeyValueStorage, SHARED.Clock, SHARED.Scheduler, SHARED.IdGenerator, SHARED.Logger, SESSION.Config],
  );
  provide(bind, SESSION.RequestContext, (store, clock) => sessionRequestContextProvider(store, clock), [SESSION.Store, SHARED.Clock]);
  provide(bind, SESSION.ActiveTab, (presence, clock, ids, logger) => new ActiveTab({ presence, clock, ids, logger }), [
    SESSION.TabPresence,
    SHARED.Clock,
    SHARED.IdGenerator,
    SHARED.Logger,
  ]);
});
