import { ContainerModule } from 'inversify';
import { SESSION } from '../../core/session';
import { SHARED } from '../../core/shared';
import { LoadStartupSettingsUseCase, STARTUP } from '../../core/startup';
import { provide } from './provide';

/** Binds the loader of the app settings and pre-auth levers (APP-01, CONF-05, LEV-07). */
export const startupLoadModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    STARTUP.Load,
    (api, store, logger, session) => new LoadStartupSettingsUseCase({ api, store, logger, deviceId: () => session.persistentDeviceId.value ?? '' }),
    [STARTUP.Api, STARTUP.Store, SHARED.Logger, SESSION.Store],
  );
});
