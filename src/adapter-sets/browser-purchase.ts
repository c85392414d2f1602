import { ContainerModule } from 'inversify';
import { HttpAlternatePayment } from '../../adapters/purchase/http-alternate-payment';
import { HttpPurchaseApi } from '../../adapters/purchase/http-purchase-api';
import { API } from '../../core/api';
import { PURCHASE } from '../../core/purchase';
import { provide } from '../modules/provide';

/** The purchase endpoints over HTTP, loaded with the purchase module. */
export const browserPurchaseAdapters = new ContainerModule(({ bind }) => {
  provide(bind, PURCHASE.Api, (http) => new HttpPurchaseApi(http), [API.Http]);
  provide(bind, PURCHASE.AlternateApi, (http) => new HttpAlternatePayment(http), [API.Http]);
});
