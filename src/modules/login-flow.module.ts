import { computed } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH, DEVICE_FLAGGED_MODAL, FinaliseLoginUseCase, LoginFlowUseCase, signInMethods } from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
import { SHARED } from '../../core/shared';
import { leverOn, STARTUP } from '../../core/startup';
import { provide } from './provide';

/** The sign-in flow (AUTH-03..20), loaded when the login modal first opens. */
export const loginFlowModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    AUTH.FinaliseLogin,
    (session, refresher, vault, modals, authNavigator, analytics, listeners, logger) =>
      new FinaliseLoginUseCase({ session, refresher, vault, modals, authNavigator, analytics, listeners, logger }),
    [AUTH.Session, AUTH.Refresher, AUTH.Vault, AUTH.Modals, AUTH.Navigator, AUTH.Analytics, AUTH.Listeners, SHARED.Logger],
  );
  provide(
    bind,
    AUTH.LoginFlow,
    (gateway, api, session, finalise, authNavigator, clock, logger, startup, outage, solver, modals, onBan, queue) => {
      // LAND-08: the methods follow the levers as loaded before sign-in (every lever off until then).
      const methods = computed(() => signInMethods({ accountRecovery: leverOn(startup.levers.value, 'accountRecovery') }));
      // AUTH-10: the SMS captcha is submitted only while its lever is on.
      const smsCaptcha = computed(() => leverOn(startup.levers.value, 'smsCaptcha'));
      // BAN-08: the device-flagged modal goes on the shell's queue, in front.
      const withFlag = { clear: () => modals.clear(), openLogin: () => modals.openLogin(), isAnyOpen: () => modals.isAnyOpen(), openDeviceFlagged: () => queue.open({ kind: DEVICE_FLAGGED_MODAL }, { prioritize: true }) };
      return new LoginFlowUseCase({ gateway, api, session, finalise, authNavigator, clock, logger, methods, outage, solver, smsCaptcha, modals: withFlag, onBan });
    },
    [
      AUTH.Gateway,
      AUTH.Api,
      AUTH.Session,
      AUTH.FinaliseLogin,
      AUTH.Navigator,
      SHARED.Clock,
      SHARED.Logger,
      STARTUP.Store,
      AUTH.Outage,
      AUTH.CaptchaSolver,
      AUTH.Modals,
      AUTH.BanHandoff,
      NAVIGATION.Modals,
    ],
  );
});
