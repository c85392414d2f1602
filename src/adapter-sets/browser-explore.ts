import { ContainerModule } from 'inversify';
import { HttpExploreApi } from '../../adapters/explore/http-explore-api';
import { API } from '../../core/api';
import { EXPLORE } from '../../core/explore';
import { provide } from '../modules/provide';

/** The provider's Explore endpoints over HTTP, loaded with the explore module. */
export const browserExploreAdapters = new ContainerModule(({ bind }) => {
  provide(bind, EXPLORE.Api, (http) => new HttpExploreApi(http), [API.Http]);
});
