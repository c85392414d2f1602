import { ContainerModule } from 'inversify';
import { HttpBoostsApi } from '../../adapters/likes/http-boosts-api';
import { HttpLikesYouApi } from '../../adapters/likes/http-likes-you-api';
import { API } from '../../core/api';
import { BOOSTS } from '../../core/boosts';
import { LIKES_YOU } from '../../core/likes-you';
import { provide } from '../modules/provide';

/** The provider's likes-you and boost endpoints over HTTP, loaded with the likes module. */
export const browserLikesAdapters = new ContainerModule(({ bind }) => {
  provide(bind, LIKES_YOU.Api, (http) => new HttpLikesYouApi(http), [API.Http]);
  provide(bind, BOOSTS.Api, (http) => new HttpBoostsApi(http), [API.Http]);
});
