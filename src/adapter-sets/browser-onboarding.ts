import { ContainerModule } from 'inversify';
import { HttpOnboardingApi } from '../../adapters/onboarding/http-onboarding-api';
import { API } from '../../core/api';
import { AUTH } from '../../core/auth';
import { ONBOARDING } from '../../core/onboarding';
import { provide } from '../modules/provide';

/** The provider's `/v2/onboarding/*` over HTTP with the newcomer's onboarding token, loaded with the onboarding module. */
export const browserOnboardingAdapters = new ContainerModule(({ bind }) => {
  provide(bind, ONBOARDING.Api, (http, session) => new HttpOnboardingApi(http, () => session.state.peek().onboardingToken ?? null), [API.Http, AUTH.Session]);
});
