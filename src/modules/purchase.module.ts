import { ContainerModule, type ResolutionContext } from 'inversify';
import { DISCOVERY_SETTINGS } from '../../core/discovery-settings';
import { OFFERS } from '../../core/offers';
import { AlternatePaymentUseCase, CheckoutUseCase, DynamicPaywallUseCase, PURCHASE, PurchaseStore, SubscriptionUseCase, type Receipt } from '../../core/purchase';
import { SHARED } from '../../core/shared';
import { lookup, provide } from './provide';

/** Bought super likes (a pack or a tier's) are in the profile's allowances: the card stack reads them again. */
const onGranted = (ctx: ResolutionContext) => (receipt: Receipt) => {
  if (receipt.productType === 'boost' || receipt.productType === 'superboost' || receipt.productType === 'primetimeboost' || receipt.productType === 'boost_subscription') return;
  void lookup(ctx, SHARED.Features)
    .load('recs')
    .then(() => lookup(ctx, DISCOVERY_SETTINGS.Load).execute());
};

/** Binds tiers and their checkout (PUR-18..29): its own chunk, loaded by the checkout and subscription screens. */
export const purchaseModule = new ContainerModule(({ bind }) => {
  bind(PURCHASE.Store).toConstantValue(new PurchaseStore());
  // PUR-36: the purchase analytics items go to the log, as the other analytics do until a tracking endpoint is set.
  bind(PURCHASE.Checkout).toDynamicValue((ctx) => {
    const logger = lookup(ctx, SHARED.Logger);
    const promo = lookup(ctx, OFFERS.PromoSession);
    return new CheckoutUseCase({
      api: lookup(ctx, PURCHASE.Api),
      store: lookup(ctx, PURCHASE.Store),
      ids: lookup(ctx, SHARED.IdGenerator),
      analytics: { track: (item) => logger.log('info', 'analytics: purchase', { ...item }) },
      promoCode: () => promo.promoCode.peek(),
      onGranted: onGranted(ctx),
    });
  });
  // PUR-30: PayPal through the Braintree-like provider (the checkout's alternate payments modal).
  bind(PURCHASE.AlternatePayment).toDynamicValue((ctx) => {
    const checkout = lookup(ctx, PURCHASE.Checkout);
    return new AlternatePaymentUseCase({
      port: lookup(ctx, PURCHASE.AlternateApi),
      store: lookup(ctx, PURCHASE.Store),
      ids: lookup(ctx, SHARED.IdGenerator),
      onGranted: onGranted(ctx),
      track: (action, cart, receipt, platform) => checkout.track(action, cart, receipt, platform),
    });
  });
  provide(bind, PURCHASE.Subscription, (api, store) => new SubscriptionUseCase({ api, store }), [PURCHASE.Api, PURCHASE.Store]);
  // PUR-35, MISC-02: the dynamic paywall, its prices from the tier catalogue the paywalls share.
  provide(
    bind,
    PURCHASE.DynamicPaywall,
    (api, store, subscription, logger) => new DynamicPaywallUseCase({ api, store, loadTiers: () => subscription.loadTiers(), logger }),
    [PURCHASE.DynamicUi, PURCHASE.Store, PURCHASE.Subscription, SHARED.Logger],
  );
});
