import { ContainerModule } from 'inversify';
import { HttpDevicesApi } from '../../adapters/devices/http-devices-api';
import { API } from '../../core/api';
import { DEVICES } from '../../core/devices';
import { provide } from '../modules/provide';

/** The provider's `/v2/auth/sessions` over HTTP, loaded with the devices module. */
export const browserDevicesAdapters = new ContainerModule(({ bind }) => {
  provide(bind, DEVICES.Api, (http) => new HttpDevicesApi(http), [API.Http]);
});
