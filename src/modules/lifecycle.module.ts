import { ContainerModule } from 'inversify';
import { API, observeHttp, type HttpObserver, type HttpPort } from '../../core/api';
import { APP } from '../../core/app';
import { AUTH, type AuthLifecycleListener, type BanHandoff } from '../../core/auth';
import { BANS } from '../../core/bans';
import { LIFECYCLE, MemberLifecycle, type OnDemand } from '../../core/lifecycle';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE } from '../../core/persistence';
import { POST_LOGIN } from '../../core/post-login';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { ROUTING, type MatchLookupPort } from '../../core/routing';
import { SESSION } from '../../core/session';
import { SHARED } from '../../core/shared';
import { LAZY_MODULES, LAZY_PARTS, type LazyModuleName } from '../lazy-modules';
import { INBOX_SESSION } from './inbox-session';
import { lookup } from './provide';

/**
 * Binds the member lifecycle (core/lifecycle: what signing in and out, and every API answer, do across the modules)
 * over this container: its on-demand parts are the lazily loaded modules (post-login, realtime, matches and chat,
 * persistence, the session tracker, the profile edits), each resolved once its module has loaded.
 */
export const lifecycleModule = new ContainerModule(({ bind, onActivation }) => {
  bind(LIFECYCLE.Member).toDynamicValue((ctx) => {
    const lazy = lookup(ctx, LAZY_MODULES);
    const onDemand = <T>(module: LazyModuleName, resolve: () => T): OnDemand<T> => ({
      load: async () => {
        await lazy.ensure(module);
        return resolve();
      },
      ifLoaded: () => (lazy.loaded(module) ? resolve() : undefined),
    });
    /** A part bound at start: always there, resolved when used. */
    const bound = <T>(resolve: () => T): OnDemand<T> => ({ load: async () => resolve(), ifLoaded: resolve });
    const logger = lookup(ctx, SHARED.Logger);
    return new MemberLifecycle({
      postLogin: onDemand('postLogin', () => lookup(ctx, POST_LOGIN.Run)),
      firstScreen: () => lookup(ctx, APP.FirstScreen).passed(),
      realtime: onDemand('realtime', () => lookup(ctx, REALTIME.Connection)),
      inbox: onDemand('matches', () => lookup(ctx, INBOX_SESSION)),
      persistence: onDemand('persistence', () => lookup(ctx, PERSISTENCE.Service)),
      sessionTracker: onDemand('sessionTracking', () => lookup(ctx, SESSION.Tracker)),
      // Resolved when used: these call the API, whose client this lifecycle observes.
      forgotten: [
        bound(() => lookup(ctx, PROFILE.LoadOwn)),
        onDemand('profileEdit', () => lookup(ctx, PROFILE.Edit)),
        bound(() => lookup(ctx, NAVIGATION.InboxBadge)),
      ],
      forceLogout: () => lookup(ctx, AUTH.Logout).execute('forced'),
      bans: onDemand('bans', () => lookup(ctx, BANS.Handle)),
      connectivity: () => lookup(ctx, APP.ConnectivityMonitor),
      // ERR-01, ERR-03, ERR-04: the error catalogue that reads a failed call is a chunk of its own, loaded at the first.
      failureLog: {
        load: async () => (await LAZY_PARTS.failureLog.load()).logFailures(logger),
        ifLoaded: (): HttpObserver | undefined => LAZY_PARTS.failureLog.ifLoaded()?.logFailures(logger),
      },
      logger,
    });
  });
  // BAN-01, BAN-02: a sign-in or refresh answered with a ban: the bans module (its own chunk) takes it.
  bind(AUTH.BanHandoff).toDynamicValue(
    (ctx): BanHandoff =>
      (failure) =>
        void lookup(ctx, LAZY_MODULES)
          .ensure('bans')
          .then(() => lookup(ctx, BANS.Handle).fromSignIn(failure)),
  );
  bind(AUTH.Listeners).toDynamicValue((ctx): readonly AuthLifecycleListener[] => lookup(ctx, LIFECYCLE.Member).listeners);
  onActivation(API.Http, (ctx, http: HttpPort) => observeHttp(http, lookup(ctx, LIFECYCLE.Member).observers));

  // ROUTE-21: the chat route's guard asks the matches module (its own chunk, loaded on the first question).
  bind(ROUTING.MatchLookup).toDynamicValue((ctx): MatchLookupPort => {
    const lazy = lookup(ctx, LAZY_MODULES);
    const session = async () => {
      await lazy.ensure('matches');
      return lookup(ctx, INBOX_SESSION).lookup;
    };
    return {
      initialMatchesLoaded: async () => (await session()).initialMatchesLoaded(),
      hasMatch: (id) => lazy.loaded('matches') && lookup(ctx, INBOX_SESSION).lookup.hasMatch(id),
      fetchMatch: async (id) => (await session()).fetchMatch(id),
    };
  });
});
