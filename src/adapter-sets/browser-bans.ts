import { ContainerModule } from 'inversify';
import { DeviceBanCaptcha } from '../../adapters/bans/device-ban-captcha';
import { HttpAlertsApi, HttpAppealsApi, HttpSelfieChallengeApi } from '../../adapters/bans/http-appeals-api';
import { AltchaSolver } from '../../adapters/captcha/altcha-solver';
import { JsonAuthApi } from '../../adapters/auth-gateway/json-auth-api';
import { API } from '../../core/api';
import { BANS } from '../../core/bans';
import { provide } from '../modules/provide';

/** Appeals, alerts, the selfie challenge and the ban captcha over HTTP, loaded with the bans module. */
export const browserBansAdapters = new ContainerModule(({ bind }) => {
  provide(bind, BANS.Api, (http) => new HttpAppealsApi(http), [API.Http]);
  provide(bind, BANS.AlertsApi, (http) => new HttpAlertsApi(http), [API.Http]);
  provide(bind, BANS.SelfieApi, (http) => new HttpSelfieChallengeApi(http), [API.Http]);
  // BAN-13: the appeal's and the ban challenge's captcha, worked out on the device (the solver's code loads on demand).
  provide(bind, BANS.Captcha, (http) => new DeviceBanCaptcha({ solver: new AltchaSolver(), api: new JsonAuthApi(http) }), [API.Http]);
});
