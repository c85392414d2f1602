import { ContainerModule } from 'inversify';
import { HttpOffersApi, HttpRemoteCheckoutApi } from '../../adapters/purchase/http-offers-api';
import { API } from '../../core/api';
import { OFFERS } from '../../core/offers';
import { provide } from '../modules/provide';

/** The offer endpoints over HTTP, loaded with the offers module. */
export const browserOffersAdapters = new ContainerModule(({ bind }) => {
  provide(bind, OFFERS.Api, (http) => new HttpOffersApi(http), [API.Http]);
  provide(bind, OFFERS.RemoteCheckoutApi, (http) => new HttpRemoteCheckoutApi(http), [API.Http]);
});
