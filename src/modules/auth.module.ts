import { batch } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { APP } from '../../core/app';
import {
  AUTH,
  AuthOutageUseCase,
  AuthSessionStore,
  CheckAuthHealthUseCase,
  FunnelAnalytics,
  LoginLauncher,
  LogoutUseCase,
  RestoreSessionUseCase,
  TokenRefresher,
  type AuthModals,
  type AuthNavigator,
} from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
import { APP_BASE, ROUTING, routePath } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { lookup, provide } from './provide';

/**
 * Binds sign-in, the auth session, re-authentication, logout and outages. The refresher refers to logout (a refused
 * refresh logs out) and to the outage use-case (which refreshes again on "Try again"), so those links are resolved
 * when they are used.
 */
export const authModule = new ContainerModule(({ bind }) => {
  provide(bind, AUTH.Session, (clock, ids) => new AuthSessionStore(clock, ids.next()), [SHARED.Clock, SHARED.IdGenerator]);
  // ANA-11: every funnel event carries the funnel session id.
  provide(bind, AUTH.Analytics, (sink, session) => new FunnelAnalytics(sink, session), [AUTH.FunnelSink, AUTH.Session]);

  bind(AUTH.Refresher).toDynamicValue(
    (ctx) =>
      new TokenRefresher({
        session: lookup(ctx, AUTH.Session),
        gateway: lookup(ctx, AUTH.Gateway),
        locks: lookup(ctx, AUTH.Locks),
        broadcast: lookup(ctx, AUTH.Broadcast),
        vault: lookup(ctx, AUTH.Vault),
        clock: lookup(ctx, SHARED.Clock),
        scheduler: lookup(ctx, SHARED.Scheduler),
        ids: lookup(ctx, SHARED.IdGenerator),
        logger: lookup(ctx, SHARED.Logger),
        onLoggedOut: () => void lookup(ctx, AUTH.Logout).execute('refresh-refused'),
        outage: { report: (phase, failure) => lookup(ctx, AUTH.Outage).report(phase, failure) },
      }),
  );
  bind(API.AuthTokenSource).toDynamicValue((ctx) => lookup(ctx, AUTH.Refresher));

  provide(
    bind,
    AUTH.Navigator,
    (guards, router): AuthNavigator => ({
      toLogin: () => guards.go(APP_BASE),
      toRecs: () => guards.go(`${APP_BASE}${routePath('recs')}`),
      toOnboarding: () => guards.go(`${APP_BASE}${routePath('onboarding')}`),
      toVerify: (reason) => guards.go(`${APP_BASE}/verify/${encodeURIComponent(reason)}`),
      toPath: (path) => guards.go(path),
      pendingRedirect: () => router.postLoginRedirectPath.value ?? undefined,
      clearPendingRedirect: () => router.setPostLoginRedirectPath(null),
    }),
    [ROUTING.GuardNavigation, ROUTING.Store],
  );

  provide(bind, AUTH.LoginLauncher, () => new LoginLauncher(), []);
  provide(
    bind,
    AUTH.Modals,
    (modals, launcher): AuthModals => ({
      clear: () =>
        batch(() => {
          modals.clear();
          launcher.close();
        }),
      openLogin: () => launcher.open('chooser'),
      isAnyOpen: () => modals.current.value !== undefined || launcher.isOpen.value,
    }),
    [NAVIGATION.Modals, AUTH.LoginLauncher],
  );

  provide(
    bind,
    AUTH.Logout,
    (session, api, vault, broadcast, modals, authNavigator, analytics, listeners, logger) =>
      new LogoutUseCase({ session, api, vault, broadcast, modals, authNavigator, analytics, listeners, logger }),
    [AUTH.Session, AUTH.Api, AUTH.Vault, AUTH.Broadcast, AUTH.Modals, AUTH.Navigator, AUTH.Analytics, AUTH.Listeners, SHARED.Logger],
  );
  provide(
    bind,
    AUTH.RestoreSession,
    (session, refresher, vault, analytics, listeners, logger, clock, hint, onBan) =>
      new RestoreSessionUseCase({ session, refresher, vault, analytics, listeners, logger, now: () => clock.now(), hint, onBan }),
    [AUTH.Session, AUTH.Refresher, AUTH.Vault, AUTH.Analytics, AUTH.Listeners, SHARED.Logger, SHARED.Clock, AUTH.SessionHint, AUTH.BanHandoff],
  );
  provide(
    bind,
    AUTH.Outage,
    (session, modals, connectivity, refresher, launcher, logger) =>
      new AuthOutageUseCase({
        session,
        modals,
        isOffline: () => connectivity.offline.peek(),
        reauthenticate: () => refresher.reauthenticate(),
        closeLogin: () => launcher.close(),
        logger,
      }),
    [AUTH.Session, NAVIGATION.Modals, APP.ConnectivityStore, AUTH.Refresher, AUTH.LoginLauncher, SHARED.Logger],
  );
  provide(bind, AUTH.CheckHealth, (api, session, modals) => new CheckAuthHealthUseCase(api, session, modals), [AUTH.Api, AUTH.Session, AUTH.Modals]);
});
