import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { STARTUP } from '../../core/startup';
import { HttpStartupApi } from '../../adapters/startup/http-startup-api';
import { provide } from '../modules/provide';

/** The provider's start-up endpoints over HTTP, loaded with the start-up settings loader. */
export const browserStartupAdapters = new ContainerModule(({ bind }) => {
  provide(bind, STARTUP.Api, (http) => new HttpStartupApi(http), [API.Http]);
});
