import type { ContainerModuleLoadOptions } from 'inversify';
import { BrowserDevicePush } from '../../adapters/push/browser-device-push';
import { HttpPushApi } from '../../adapters/push/http-push-api';
import { API } from '../../core/api';
import { PUSH } from '../../core/push';
import { provide } from '../modules/provide';

/**
 * SET-11: the browser's service worker and Push API (none in a shell without them: push is then `unsupported`),
 * and the provider's push endpoints; loaded with the settings module.
 */
export const bindPushAdapters = (bind: ContainerModuleLoadOptions['bind']): void => {
  bind(PUSH.Device).toConstantValue(new BrowserDevicePush());
  provide(bind, PUSH.Api, (http) => new HttpPushApi(http), [API.Http]);
};
