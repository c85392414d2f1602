import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { RECS } from '../../core/recs';
import { HttpRecsApi } from '../../adapters/recs/http-recs-api';
import { provide } from '../modules/provide';

/** The provider's recs and swipe endpoints over HTTP, loaded with the discovery module. */
export const browserRecsAdapters = new ContainerModule(({ bind }) => {
  provide(bind, RECS.Api, (http) => new HttpRecsApi(http), [API.Http]);
});
