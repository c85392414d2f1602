import { ContainerModule } from 'inversify';
import { BrowserNotificationPermission } from '../../adapters/onboarding/browser-notification-permission';
import { HttpOnboardingApi } from '../../adapters/onboarding/http-onboarding-api';
import { API } from '../../core/api';
import { AUTH } from '../../core/auth';
import { ONBOARDING } from '../../core/onboarding';
import { provide } from '../modules/provide';

/**
 * The provider's `/v2/onboarding/*` over HTTP with the newcomer's onboarding token, and the browser's notification
 * prompt for the pages after onboarding (ONB-16), loaded with the onboarding module.
 */
export const browserOnboardingAdapters = new ContainerModule(({ bind }) => {
  provide(bind, ONBOARDING.Api, (http, session) => new HttpOnboardingApi(http, () => session.state.peek().onboardingToken ?? null), [API.Http, AUTH.Session]);
  provide(bind, ONBOARDING.NotificationPermission, () => new BrowserNotificationPermission(), []);
});
