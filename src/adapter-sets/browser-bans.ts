import { ContainerModule } from 'inversify';
import { HttpAlertsApi, HttpAppealsApi, HttpSelfieChallengeApi } from '../../adapters/bans/http-appeals-api';
import { API } from '../../core/api';
import { BANS } from '../../core/bans';
import { provide } from '../modules/provide';

/** Appeals, alerts and the selfie challenge over HTTP, loaded with the bans module. */
export const browserBansAdapters = new ContainerModule(({ bind }) => {
  provide(bind, BANS.Api, (http) => new HttpAppealsApi(http), [API.Http]);
  provide(bind, BANS.AlertsApi, (http) => new HttpAlertsApi(http), [API.Http]);
  provide(bind, BANS.SelfieApi, (http) => new HttpSelfieChallengeApi(http), [API.Http]);
});
