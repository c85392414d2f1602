import { ContainerModule } from 'inversify';
import { APP_SLICES, PERSISTENCE, PersistenceService } from '../../core/persistence';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the persisted slices (PERS items). */
export const persistenceModule = new ContainerModule(({ bind }) => {
  provide(bind, PERSISTENCE.Service, (storage, clock, scheduler, logger) => new PersistenceService({ storage, clock, scheduler, logger }, APP_SLICES), [
    SHARED.KeyValueStorage,
    SHARED.Clock,
    SHARED.Scheduler,
    SHARED.Logger,
  ]);
});
