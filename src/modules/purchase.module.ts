import { ContainerModule } from 'inversify';
import { DISCOVERY_SETTINGS } from '../../core/discovery-settings';
import { CheckoutUseCase, PURCHASE, PurchaseStore, SubscriptionUseCase } from '../../core/purchase';
import { SHARED } from '../../core/shared';
import { lookup, provide } from './provide';

/** Binds tiers and their checkout (PUR-18..29): its own chunk, loaded by the checkout and subscription screens. */
export const purchaseModule = new ContainerModule(({ bind }) => {
  bind(PURCHASE.Store).toConstantValue(new PurchaseStore());
  bind(PURCHASE.Checkout).toDynamicValue((ctx) => {
    const features = lookup(ctx, SHARED.Features);
    return new CheckoutUseCase({
      api: lookup(ctx, PURCHASE.Api),
      store: lookup(ctx, PURCHASE.Store),
      ids: lookup(ctx, SHARED.IdGenerator),
      // Bought super likes (a pack or a tier's) are in the profile's allowances: the card stack reads them again.
      onGranted: (receipt) => {
        if (receipt.productType === 'boost' || receipt.productType === 'superboost' || receipt.productType === 'primetimeboost') return;
        void features.load('recs').then(() => lookup(ctx, DISCOVERY_SETTINGS.Load).execute());
      },
    });
  });
  provide(bind, PURCHASE.Subscription, (api, store) => new SubscriptionUseCase({ api, store }), [PURCHASE.Api, PURCHASE.Store]);
});
