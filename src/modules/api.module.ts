import { ContainerModule } from 'inversify';
import { API, type RequestContextProvider } from '../../core/api';
import { AUTH } from '../../core/auth';
import { I18N } from '../../core/i18n';
import { SESSION } from '../../core/session';
import { provide } from './provide';

/** The app's version, sent as a header (API-02). */
export const APP_VERSION = '1.0.0';

/** Binds what every API call says about the client (API-02): language, sessions, device, platform (the adapter set's), funnel. */
export const apiModule = new ContainerModule(({ bind }) => {
  provide(
    bind,
    API.RequestContext,
    (locale, sessionContext, auth, platform): RequestContextProvider =>
      () => ({
        locale: locale.locale.value,
        acceptLanguage: locale.locale.value,
        appVersion: APP_VERSION,
        platform,
        funnelSessionId: auth.state.value.funnelSessionId,
        ...sessionContext(),
      }),
    [I18N.Locale, SESSION.RequestContext, AUTH.Session, API.Platform],
  );
});
