import { ContainerModule } from 'inversify';
import { DEVICES, DevicesStore, ManageDevicesUseCase } from '../../core/devices';
import { provide, provideMemberStore } from './provide';

/** Binds the member's signed-in devices (issue 13 item 4); the list is forgotten when the member signs out. */
export const devicesModule = new ContainerModule(({ bind }) => {
  provideMemberStore(bind, DEVICES.Store, () => new DevicesStore());
  provide(bind, DEVICES.Manage, (api, store) => new ManageDevicesUseCase({ api, store }), [DEVICES.Api, DEVICES.Store]);
});
