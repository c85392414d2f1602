import { ContainerModule } from 'inversify';
import { SESSION, SessionTracker } from '../../core/session';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the session tracker (SESS-02..06, SESS-10): loaded at start beside the first paint, before any request. */
export const sessionTrackingModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    SESSION.Tracker,
    (store, storage, clock, scheduler, ids, logger, config) => new SessionTracker({ store, storage, clock, scheduler, ids, logger, config }),
    [SESSION.Store, SHARED.KeyValueStorage, SHARED.Clock, SHARED.Scheduler, SHARED.IdGenerator, SHARED.Logger, SESSION.Config],
  );
});
