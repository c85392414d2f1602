import { ContainerModule } from 'inversify';
import { HttpPrivacyApi } from '../../adapters/privacy/http-privacy-api';
import { NavigatorGpcSignal } from '../../adapters/privacy/navigator-gpc';
import { API } from '../../core/api';
import { PRIVACY } from '../../core/privacy';
import { provide } from '../modules/provide';

/** Consents over HTTP and the page's GPC signal (none outside a browser), loaded with the privacy module. */
export const browserPrivacyAdapters = new ContainerModule(({ bind }) => {
  provide(bind, PRIVACY.Api, (http) => new HttpPrivacyApi(http), [API.Http]);
  bind(PRIVACY.Gpc).toConstantValue(new NavigatorGpcSignal());
});
