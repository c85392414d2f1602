/**
 * core/routing — the named routes under /app and everything that decides where the member may be.
 * Owns: the route table and its guard flags, path matching (language prefixes, not-found), the redirects and the
 * route guards as one pure decision (decideRoute), the match guard for chat routes, on-enter actions, page titles,
 * and deep links and intents (shapes, type dispatch, campaign strings, targets).
 * Needs: NavigationPort (browser location and history), MatchLookupPort (the matches state), Clock, Scheduler and
 * Logger, and the member's state as a ReadonlySignal<RouteFacts> fed by the auth, session, profile and lever modules.
 * Exposes: the pure rules, RouterStore (location, previous path, postLoginRedirectPath, redirect state, readiness),
 * GuardNavigationUseCase, MatchRouteGuardUseCase, OnEnterActions and their tokens; fakes under ./testing.
 */
import { token } from '../shared';
import type { GuardNavigationUseCase } from './guard-navigation.use-case';
import type { MatchLookupPort } from './match-lookup.port';
import type { MatchRouteGuardUseCase } from './match-route-guard.use-case';
import type { NavigationPort } from './navigation.port';
import type { OnEnterActions } from './on-enter-actions';
import type { RouterStore } from './router.store';

export * from './page-title';
export * from './routes';
export * from './route-gates';
export * from './match-route';
export { routePath, routeHref, appHref, normalizeSearch, searchOf } from './route-href';
export * from './guard-timeout';
export * from './default-redirect';
export * from './decide-route';
export * from './campaign-string';
export * from './deep-link';
export * from './deep-link-targets';
export * from './deep-link-intent';
export * from './deep-link-dispatch';
export { readQuery } from './query-params';
export { DRAWN_SCREEN_ID, DRAWN_SLOTS, drawnDiscoverFile, firstScreen, PRERENDERED_LANDING_DIR, prerenderedLandingFile } from './first-screen';
export type { AppLocation, NavigateOptions, NavigationPort } from './navigation.port';
export type { MatchLookupPort } from './match-lookup.port';
export { RouterStore, locationHref, type RedirectState, type RouteStatus } from './router.store';
export { GuardNavigationUseCase, type GuardNavigationDeps, type GuardNavigationOptions, type RouteEnterListener } from './guard-navigation.use-case';
export { MatchRouteGuardUseCase, type MatchGuardFailure, type MatchGuardVerdict, type MatchRouteGuardDeps } from './match-route-guard.use-case';
export { OnEnterActions, shouldRunOnEnterAction, type EnteredRoute, type OnEnterAction } from './on-enter-actions';
export { enterDeepLinks, type DeepLinkEntryDeps } from './deep-link-entry';

export const ROUTING = {
  Navigation: token<NavigationPort>('routing.Navigation'),
  MatchLookup: token<MatchLookupPort>('routing.MatchLookup'),
  Store: token<RouterStore>('routing.Store'),
  GuardNavigation: token<GuardNavigationUseCase>('routing.GuardNavigation'),
  MatchRouteGuard: token<MatchRouteGuardUseCase>('routing.MatchRouteGuard'),
  OnEnterActions: token<OnEnterActions>('routing.OnEnterActions'),
} as const;
