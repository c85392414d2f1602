import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { BoostOfferPaywall, DiscountBannerUseCase, IntroReminderUseCase, OFFERS, OffersStore, OffersUseCase, RedeemPromoUseCase, RemoteCheckoutUseCase } from '../../core/offers';
import { guardTimeoutMs, ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the member's offers (PUR-07, PUR-11..14, PUR-37..39): its own chunk, loaded by the checkout and the discount banner. */
export const offersModule = new ContainerModule(({ bind }) => {
  bind(OFFERS.Store).toConstantValue(new OffersStore());
  provide(bind, OFFERS.Offers, (api, store, scheduler) => new OffersUseCase({ api, store, scheduler }), [OFFERS.Api, OFFERS.Store, SHARED.Scheduler]);
  provide(bind, OFFERS.DiscountBanner, (api, store, clock, storage) => new DiscountBannerUseCase({ api, store, clock, storage }), [OFFERS.Api, OFFERS.Store, SHARED.Clock, SHARED.KeyValueStorage]);
  provide(bind, OFFERS.BoostOfferPaywall, (store, clock, storage) => new BoostOfferPaywall({ store, clock, storage }), [OFFERS.Store, SHARED.Clock, SHARED.KeyValueStorage]);
  provide(bind, OFFERS.IntroReminder, (store, clock, storage) => new IntroReminderUseCase({ store, clock, storage }), [OFFERS.Store, SHARED.Clock, SHARED.KeyValueStorage]);
  // PUR-15, PUR-16: a pending promo code redeemed; its checkout opened.
  provide(
    bind,
    OFFERS.RedeemPromo,
    (api, session, logger, guards) => new RedeemPromoUseCase({ api, session, logger, navigate: (href) => guards.go(href) }),
    [OFFERS.Api, OFFERS.PromoSession, SHARED.Logger, ROUTING.GuardNavigation],
  );
  // PUR-42..45: the remote checkout signs the member in with the native app's token and opens the checkout; the
  // token's lifetime is not told, so it is taken as the provider's usual 30 minutes (docs/decisions.md PUR-45).
  provide(
    bind,
    OFFERS.RemoteCheckout,
    (api, store, logger, scheduler, baseTimeUnitMs, router, finalise) =>
      new RemoteCheckoutUseCase({
        api,
        store,
        logger,
        scheduler,
        timeoutMs: guardTimeoutMs({ remoteCheckout: true }, baseTimeUnitMs),
        signIn: async ({ token, userId }, href) => {
          router.setPostLoginRedirectPath(href);
          await finalise.execute({ kind: 'login', authToken: token, authTokenTtlMs: REMOTE_TOKEN_TTL_MS, userId, isNewUser: false });
        },
      }),
    [OFFERS.RemoteCheckoutApi, OFFERS.RemoteCheckoutStore, SHARED.Logger, SHARED.Scheduler, SHARED.BaseTimeUnitMs, ROUTING.Store, AUTH.FinaliseLogin],
  );
});

const REMOTE_TOKEN_TTL_MS = 30 * 60_000;
