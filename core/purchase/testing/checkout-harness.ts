/** The checkout and the subscription settings over the fake provider, with the receipts granted: one set-up for the tests. */
import { SequentialIds } from '../../shared/testing';
import { CheckoutUseCase } from '../checkout.use-case';
import type { Receipt } from '../purchase-state';
import { PurchaseStore } from '../purchase.store';
import { SubscriptionUseCase } from '../subscription.use-case';
import { FakePurchaseApi } from './fake-purchase-api';

export const checkoutHarness = () => {
  const api = new FakePurchaseApi();
  const store = new PurchaseStore();
  const granted: Receipt[] = [];
  const checkout = new CheckoutUseCase({ api, store, ids: new SequentialIds('k'), onGranted: (r) => granted.push(r) });
  return { api, store, checkout, granted, subscription: new SubscriptionUseCase({ api, store }) };
};
