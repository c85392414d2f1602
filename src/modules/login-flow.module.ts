import { ContainerModule } from 'inversify';
import { AUTH, FinaliseLoginUseCase, LoginFlowUseCase } from '../../core/auth';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** The sign-in flow (AUTH-03..20), loaded when the login modal first opens. */
export const loginFlowModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    AUTH.FinaliseLogin,
    (session, refresher, modals, navigator, analytics, listeners, logger) =>
      new FinaliseLoginUseCase({ session, refresher, modals, navigator, analytics, listeners, logger }),
    [AUTH.Session, AUTH.Refresher, AUTH.Modals, AUTH.Navigator, AUTH.Analytics, AUTH.Listeners, SHARED.Logger],
  );
  provide(
    bind,
    AUTH.LoginFlow,
    (gateway, api, session, finalise, navigator, clock, logger) => new LoginFlowUseCase({ gateway, api, session, finalise, navigator, clock, logger }),
    [AUTH.Gateway, AUTH.Api, AUTH.Session, AUTH.FinaliseLogin, AUTH.Navigator, SHARED.Clock, SHARED.Logger],
  );
});
