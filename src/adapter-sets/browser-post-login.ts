import { ContainerModule } from 'inversify';
import { osName } from '../../adapters/platform/os-name';
import { HttpContactRequest } from '../../adapters/post-login/http-contact-request';
import { API } from '../../core/api';
import { POST_LOGIN } from '../../core/post-login';
import { provide } from '../modules/provide';

/** Post-login's adapters, loaded with its module: the contact request (PL-05) and the device's OS. */
export const browserPostLoginAdapters = new ContainerModule(({ bind }) => {
  provide(bind, POST_LOGIN.ContactRequest, (http) => new HttpContactRequest(http), [API.Http]);
  bind(POST_LOGIN.DeviceOs).toConstantValue(osName(navigator.userAgent));
});
