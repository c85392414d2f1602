import { ContainerModule } from 'inversify';
import { CheckoutUseCase, PURCHASE, PurchaseStore, SubscriptionUseCase } from '../../core/purchase';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds tiers and their checkout (PUR-18..29): its own chunk, loaded by the checkout and subscription screens. */
export const purchaseModule = new ContainerModule(({ bind }) => {
  bind(PURCHASE.Store).toConstantValue(new PurchaseStore());
  provide(bind, PURCHASE.Checkout, (api, store, ids) => new CheckoutUseCase({ api, store, ids }), [PURCHASE.Api, PURCHASE.Store, SHARED.IdGenerator]);
  provide(bind, PURCHASE.Subscription, (api, store) => new SubscriptionUseCase({ api, store }), [PURCHASE.Api, PURCHASE.Store]);
});
