import { ContainerModule } from 'inversify';
import { HttpPassportApi } from '../../adapters/settings/http-passport-api';
import { HttpSettingsApi } from '../../adapters/settings/http-settings-api';
import { API } from '../../core/api';
import { SETTINGS } from '../../core/settings';
import { bindPushAdapters } from './browser-push';
import { provide } from '../modules/provide';

/** The member's settings and the passport over HTTP, and push on this device (SET-11), loaded with the settings module. */
export const browserSettingsAdapters = new ContainerModule(({ bind }) => {
  provide(bind, SETTINGS.Api, (http) => new HttpSettingsApi(http), [API.Http]);
  provide(bind, SETTINGS.PassportApi, (http) => new HttpPassportApi(http), [API.Http]);
  bindPushAdapters(bind);
});
