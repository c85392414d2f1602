import { ContainerModule } from 'inversify';
import { HttpAppealsApi } from '../../adapters/bans/http-appeals-api';
import { API } from '../../core/api';
import { BANS } from '../../core/bans';
import { provide } from '../modules/provide';

/** Appeals over HTTP, loaded with the bans module. */
export const browserBansAdapters = new ContainerModule(({ bind }) => {
  provide(bind, BANS.Api, (http) => new HttpAppealsApi(http), [API.Http]);
});
