import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { DISCOVERY_SETTINGS } from '../../core/discovery-settings';
import { RECS } from '../../core/recs';
import { HttpDiscoverySettingsApi } from '../../adapters/discovery-settings/http-discovery-settings-api';
import { HttpRecsApi } from '../../adapters/recs/http-recs-api';
import { provide } from '../modules/provide';

/** The provider's recs, swipe and discovery-settings endpoints over HTTP, loaded with the discovery module. */
export const browserRecsAdapters = new ContainerModule(({ bind }) => {
  provide(bind, RECS.Api, (http) => new HttpRecsApi(http), [API.Http]);
  provide(bind, DISCOVERY_SETTINGS.Api, (http) => new HttpDiscoverySettingsApi(http), [API.Http]);
});
