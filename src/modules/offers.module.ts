import { ContainerModule } from 'inversify';
import { DiscountBannerUseCase, IntroReminderUseCase, OFFERS, OffersStore, OffersUseCase, RedeemPromoUseCase } from '../../core/offers';
import { ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the member's offers (PUR-07, PUR-11..14, PUR-37..39): its own chunk, loaded by the checkout and the discount banner. */
export const offersModule = new ContainerModule(({ bind }) => {
  bind(OFFERS.Store).toConstantValue(new OffersStore());
  provide(bind, OFFERS.Offers, (api, store, scheduler) => new OffersUseCase({ api, store, scheduler }), [OFFERS.Api, OFFERS.Store, SHARED.Scheduler]);
  provide(bind, OFFERS.DiscountBanner, (api, store, clock, storage) => new DiscountBannerUseCase({ api, store, clock, storage }), [OFFERS.Api, OFFERS.Store, SHARED.Clock, SHARED.KeyValueStorage]);
  provide(bind, OFFERS.IntroReminder, (store, clock, storage) => new IntroReminderUseCase({ store, clock, storage }), [OFFERS.Store, SHARED.Clock, SHARED.KeyValueStorage]);
  // PUR-15, PUR-16: a pending promo code redeemed; its checkout opened.
  provide(
    bind,
    OFFERS.RedeemPromo,
    (api, session, logger, guards) => new RedeemPromoUseCase({ api, session, logger, navigate: (href) => guards.go(href) }),
    [OFFERS.Api, OFFERS.PromoSession, SHARED.Logger, ROUTING.GuardNavigation],
  );
});
