import { computed } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { PROFILE } from '../../core/profile';
import { GuardNavigationUseCase, MatchRouteGuardUseCase, OnEnterActions, ROUTING, RouterStore, type RouteFacts } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the router store, the guards and the match-route guard; the guards read auth's signals. */
export const routingModule = new ContainerModule(({ bind }) => {
  provide(bind, ROUTING.Store, () => new RouterStore(), []);
  provide(bind, ROUTING.OnEnterActions, () => new OnEnterActions(), []);
  provide(bind, ROUTING.MatchRouteGuard, (lookup, scheduler) => new MatchRouteGuardUseCase({ lookup, scheduler }), [ROUTING.MatchLookup, SHARED.Scheduler]);
  provide(
    bind,
    ROUTING.GuardNavigation,
    (store, navigation, session, profile, clock, scheduler, logger, matchGuard, onEnterActions) => {
      const facts = computed<RouteFacts>(() => ({
        loggedIn: session.loggedIn.value,
        initialised: session.initialised.value,
        profileLoaded: profile.profile.value !== undefined,
        enabledFeatures: new Set(),
        levers: undefined,
        ownUsername: undefined,
      }));
      return new GuardNavigationUseCase({ store, navigation, facts, clock, scheduler, logger, matchGuard, onEnterActions });
    },
    [ROUTING.Store, ROUTING.Navigation, AUTH.Session, PROFILE.Store, SHARED.Clock, SHARED.Scheduler, SHARED.Logger, ROUTING.MatchRouteGuard, ROUTING.OnEnterActions],
  );
});
