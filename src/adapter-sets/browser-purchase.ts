import { ContainerModule } from 'inversify';
import { HttpAlternatePayment } from '../../adapters/purchase/http-alternate-payment';
import { HttpDynamicUiApi } from '../../adapters/purchase/http-dynamic-ui-api';
import { HttpPurchaseApi } from '../../adapters/purchase/http-purchase-api';
import { API } from '../../core/api';
import { PURCHASE } from '../../core/purchase';
import { provide } from '../modules/provide';

/** The purchase and dynamic UI endpoints over HTTP, loaded with the purchase module. */
export const browserPurchaseAdapters = new ContainerModule(({ bind }) => {
  provide(bind, PURCHASE.Api, (http) => new HttpPurchaseApi(http), [API.Http]);
  provide(bind, PURCHASE.AlternateApi, (http) => new HttpAlternatePayment(http), [API.Http]);
  provide(bind, PURCHASE.DynamicUi, (http) => new HttpDynamicUiApi(http), [API.Http]);
});
