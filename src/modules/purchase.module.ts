import { ContainerModule } from 'inversify';
import { OFFERS } from '../../core/offers';
import { CheckoutUseCase, PURCHASE, PurchaseStore, SubscriptionUseCase } from '../../core/purchase';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds tiers and their checkout (PUR-18..29): its own chunk, loaded by the checkout and subscription screens. */
export const purchaseModule = new ContainerModule(({ bind }) => {
  bind(PURCHASE.Store).toConstantValue(new PurchaseStore());
  // PUR-36: the purchase analytics items go to the log, as the other analytics do until a tracking endpoint is set.
  provide(
    bind,
    PURCHASE.Checkout,
    (api, store, ids, logger, promo) =>
      new CheckoutUseCase({ api, store, ids, analytics: { track: (item) => logger.log('info', 'analytics: purchase', { ...item }) }, promoCode: () => promo.promoCode.peek() }),
    [PURCHASE.Api, PURCHASE.Store, SHARED.IdGenerator, SHARED.Logger, OFFERS.PromoSession],
  );
  provide(bind, PURCHASE.Subscription, (api, store) => new SubscriptionUseCase({ api, store }), [PURCHASE.Api, PURCHASE.Store]);
});
