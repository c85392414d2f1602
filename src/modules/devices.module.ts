import { effect } from '@preact/signals-core';
import { ContainerModule } from 'inversify';
import { AUTH } from '../../core/auth';
import { DEVICES, DevicesStore, ManageDevicesUseCase } from '../../core/devices';
import { provide } from './provide';

/** Binds the member's signed-in devices (issue 13 item 4); the list is forgotten when the member signs out. */
export const devicesModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    DEVICES.Store,
    (session) => {
      const store = new DevicesStore();
      effect(() => {
        if (!session.loggedIn.value) store.clear();
      });
      return store;
    },
    [AUTH.Session],
  );
  provide(bind, DEVICES.Manage, (api, store) => new ManageDevicesUseCase({ api, store }), [DEVICES.Api, DEVICES.Store]);
});
