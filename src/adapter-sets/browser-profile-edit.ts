import { ContainerModule } from 'inversify';
import { HttpProfileEditApi } from '../../adapters/profile/http-profile-edit-api';
import { API } from '../../core/api';
import { PROFILE } from '../../core/profile';
import { provide } from '../modules/provide';

/** The own profile's edits over HTTP, loaded with the profile-edit module. */
export const browserProfileEditAdapters = new ContainerModule(({ bind }) => {
  provide(bind, PROFILE.EditApi, (http) => new HttpProfileEditApi(http), [API.Http]);
});
