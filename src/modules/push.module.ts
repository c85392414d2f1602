import { effect } from '@preact/signals-core';
import type { ContainerModuleLoadOptions } from 'inversify';
import { AUTH } from '../../core/auth';
import { I18N } from '../../core/i18n';
import { PUSH, PushDeviceUseCase, PushStore } from '../../core/push';
import { SESSION } from '../../core/session';
import { provide } from './provide';

/** The device parameter push registers under: the persistent device id (SESS), or `web` before it is known. */
const DEVICE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Binds push notifications on this device (SET-11), in the settings chunk (its pages are where push is turned on;
 * no entry of its own in the start-up code). When the member signs out, the device drops its subscription (the
 * server forgets the device with the session).
 */
export const bindPush = (bind: ContainerModuleLoadOptions['bind']): void => {
  bind(PUSH.Store).toConstantValue(new PushStore());
  provide(
    bind,
    PUSH.UseCase,
    (device, api, store, session, locale, auth) => {
      const push = new PushDeviceUseCase({
        device,
        api,
        store,
        deviceParam: () => {
          const id = session.persistentDeviceId.peek();
          return id !== null && DEVICE_PARAM.test(id) ? id : 'web';
        },
        language: () => locale.locale.peek(),
      });
      let signedIn = auth.loggedIn.peek();
      effect(() => {
        const now = auth.loggedIn.value;
        if (signedIn && !now) void push.signedOut();
        signedIn = now;
      });
      return push;
    },
    [PUSH.Device, PUSH.Api, PUSH.Store, SESSION.Store, I18N.Locale, AUTH.Session],
  );
};
