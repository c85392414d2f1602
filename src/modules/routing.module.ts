import { computed, effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { OFFERS, PromoSession, RemoteCheckoutStore } from '../../core/offers';
import { GoldDeepLink, POST_LOGIN } from '../../core/post-login';
import { PROFILE } from '../../core/profile';
import { defaultRedirect, enterDeepLinks, GuardNavigationUseCase, MatchRouteGuardUseCase, OnEnterActions, ROUTE_LEVERS, ROUTING, RouterStore, type LeverStates, type PremiumFeature, type RouteFacts } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { leverOn, STARTUP } from '../../core/startup';
import { LAZY_PARTS } from '../lazy-modules';
import { lookup, provide } from './provide';

/** Binds the router store, the guards and the match-route guard; the guards read auth's signals. */
export const routingModule = new ContainerModule(({ bind }) => {
  provide(bind, ROUTING.Store, () => new RouterStore(), []);
  provide(bind, ROUTING.OnEnterActions, () => new OnEnterActions(), []);
  provide(bind, POST_LOGIN.GoldDeepLink, () => new GoldDeepLink(), []);
  // PUR-16: the promo code a link brought waits on the device until a member is signed in, who then redeems it
  // (PUR-15, the offers chunk); a sign-out drops what was redeemed.
  bind(OFFERS.PromoSession)
    .toDynamicValue((ctx) => {
      const promo = new PromoSession(lookup(ctx, SHARED.KeyValueStorage));
      const session = lookup(ctx, AUTH.Session);
      const features = lookup(ctx, SHARED.Features);
      const logger = lookup(ctx, SHARED.Logger);
      void promo.restore();
      effect(() => {
        if (!session.loggedIn.value) {
          if (promo.promoCode.peek() !== null) promo.clear();
          return;
        }
        if (promo.pendingPromoCode.value === null) return;
        features
          .load('offers')
          .then(() => lookup(ctx, OFFERS.RedeemPromo).execute())
          .catch((error: unknown) => logger.log('warn', 'promo code: redeeming failed', { error: String(error) }));
      });
      return promo;
    })
    .inSingletonScope();
  // PUR-42..45: a remote checkout link opened from the native app (the app's first location) starts at once, so
  // its sign-in by token can let the route's guard in (ROUTE-27: it waits twice as long for it).
  bind(OFFERS.RemoteCheckoutStore)
    .toDynamicValue((ctx) => {
      const store = new RemoteCheckoutStore();
      const { pathname, search } = lookup(ctx, ROUTING.Navigation).current();
      if (/^\/app\/remote\/?$/i.test(pathname)) {
        const hash = globalThis.location?.hash ?? '';
        // The token leaves the address bar (and the history) at once.
        if (hash !== '') globalThis.history?.replaceState(globalThis.history.state, '', `${pathname}${search}`);
        store.working();
        const features = lookup(ctx, SHARED.Features);
        // The sign-in's finalisation is the login flow's (its chunk).
        void Promise.all([features.load('offers'), features.load('loginFlow')])
          .then(() => lookup(ctx, OFFERS.RemoteCheckout).execute(`${pathname}${search}${hash}`))
          .catch((error: unknown) => {
            lookup(ctx, SHARED.Logger).log('warn', 'remote checkout failed', { reason: 'login failed', error: String(error) });
            store.failed('login failed');
          });
      }
      return store;
    })
    .inSingletonScope();
  provide(
    bind,
    ROUTING.MatchRouteGuard,
    (lookup, scheduler, baseTimeUnitMs) => new MatchRouteGuardUseCase({ lookup, scheduler }, { baseTimeUnitMs }),
    [ROUTING.MatchLookup, SHARED.Scheduler, SHARED.BaseTimeUnitMs],
  );
  provide(
    bind,
    ROUTING.GuardNavigation,
    (store, navigation, session, profile, startup, clock, scheduler, logger, matchGuard, onEnterActions, baseTimeUnitMs, goldDeepLink, hint, promo, remoteCheckout) => {
      // ROUTE-14, ROUTE-24: the route levers as loaded before sign-in (LEV-07); unknown until then.
      const levers = computed<LeverStates | undefined>(() => {
        const loaded = startup.levers.value;
        return loaded === undefined ? undefined : Object.fromEntries(ROUTE_LEVERS.map((name) => [name, leverOn(loaded, name)]));
      });
      // ROUTE-23: the tier switches of the app settings (CONF-01: off in some countries) open the premium routes.
      const enabledFeatures = computed<ReadonlySet<PremiumFeature>>(() => {
        const settings = startup.settings.value;
        const on: PremiumFeature[] = [];
        if (settings.isPlusEnabled) on.push('plus');
        if (settings.isGoldEnabled) on.push('gold');
        if (settings.isPlatinumEnabled) on.push('platinum');
        return new Set(on);
      });
      const facts = computed<RouteFacts>(() => ({
        loggedIn: session.loggedIn.value,
        initialised: session.initialised.value,
        profileLoaded: profile.profile.value !== undefined,
        enabledFeatures: enabledFeatures.value,
        levers: levers.value,
        ownUsername: undefined,
        onboarding: session.status.value === 'onboarding',
        maybeSignedIn: !session.initialised.value && hint.maybeSignedIn(),
        remoteCheckoutFailed: remoteCheckout.status.value.kind === 'failed',
      }));
      const guards = new GuardNavigationUseCase({ store, navigation, facts, clock, scheduler, logger, matchGuard, onEnterActions }, { baseTimeUnitMs });
      // ROUTE-32, ROUTE-34, ROUTE-39: a deep link opened from outside goes where it leads.
      enterDeepLinks({
        actions: onEnterActions,
        loggedIn: () => session.loggedIn.peek(),
        go: (href) => guards.go(href, { replace: true }),
        logger,
        // ROUTE-32: the link's reader is a chunk of its own (a link is opened rarely).
        reader: () => LAZY_PARTS.deepLinkReader.load(),
        // LIKES-09: the Gold paywall comes with the post-login modals (PL-13), after the sign-in if there is none yet.
        // PUR-16: `vip/{promoCode}` keeps its code for the member to redeem.
        flows: { getGold: () => goldDeepLink.activate(), incentive: ({ promoCode }) => (promoCode === undefined ? undefined : promo.remember(promoCode)) },
      });
      // PUR-16: the `promo` route (`/promo/{promoCode}` or `/promo?promoCode=…`) keeps its code too, then leads on.
      onEnterActions.register('promo', (entered) => {
        const query = entered.href.includes('?') ? new URLSearchParams(entered.href.slice(entered.href.indexOf('?') + 1)) : null;
        const code = entered.params['promoCode'] ?? query?.get('promoCode') ?? null;
        if (code !== null && code !== '') promo.remember(code);
        void Promise.resolve().then(() => guards.go(defaultRedirect(session.loggedIn.peek()), { replace: true }));
      });
      return guards;
    },
    [ROUTING.Store, ROUTING.Navigation, AUTH.Session, PROFILE.Store, STARTUP.Store, SHARED.Clock, SHARED.Scheduler, SHARED.Logger, ROUTING.MatchRouteGuard, ROUTING.OnEnterActions, SHARED.BaseTimeUnitMs, POST_LOGIN.GoldDeepLink, AUTH.SessionHint, OFFERS.PromoSession, OFFERS.RemoteCheckoutStore],
  );
});
