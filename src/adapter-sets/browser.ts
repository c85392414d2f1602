import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { APP, readBuildKind } from '../../core/app';
import { AUTH, cookieManagedVault } from '../../core/auth';
import { I18N } from '../../core/i18n';
import { PROFILE } from '../../core/profile';
import { NAVIGATION } from '../../core/navigation';
import { ROUTING } from '../../core/routing';
import { SESSION } from '../../core/session';
import { SHARED } from '../../core/shared';
import { CookieLocaleHint } from '../../adapters/platform/cookie-locale-hint';
import { CookieSessionHint } from '../../adapters/auth-gateway/cookie-session-hint';
import { JsonAuthApi } from '../../adapters/auth-gateway/json-auth-api';
import { lazyAuthGateway } from '../../adapters/auth-gateway/lazy-auth-gateway';
import { NavigatorConnectivity } from '../../adapters/connectivity/navigator-connectivity';
import { BrowserHistoryNavigation } from '../../adapters/navigation/browser-history';
import { HttpProfileApi } from '../../adapters/profile/http-profile-api';
import { BuildVersionUpdate } from '../../adapters/platform/build-version-update';
import { consoleLogger } from '../../adapters/platform/console-logger';
import { cryptoIds, cryptoRandom } from '../../adapters/platform/crypto-random';
import { globalScheduler } from '../../adapters/platform/global-scheduler';
import { loggerAnalytics } from '../../adapters/platform/logger-analytics';
import { systemClock } from '../../adapters/platform/system-clock';
import { browserLocalStorage, LocalStorageKeyValueStorage } from '../../adapters/storage/local-storage';
import { BroadcastChannelAuthBroadcast, openBroadcastChannel } from '../../adapters/tab-coordination/broadcast-channel';
import { WebLocks } from '../../adapters/tab-coordination/web-locks';
import { LocalStorageTabPresence } from '../../adapters/tab-presence/local-storage-tab-presence';
import { lookup, provide } from '../modules/provide';
import { yieldToMain } from '../yield-to-main';
import type { AdapterSet } from './adapter-set';
import { httpLazyAdapters } from './http-lazy-adapters';
import { lazyHttp } from './lazy-http';

/** The real adapters, for the browser; realtime, location and start-up settings adapters load with their modules. */
export const browserAdapters = (): AdapterSet => ({
  start: browserStartAdapters(),
  lazy: {
    realtime: () => import('./browser-realtime').then((m) => m.browserRealtimeAdapters),
    location: () => import('./browser-location').then((m) => m.browserLocationAdapters),
    ...httpLazyAdapters,
    postLogin: () => import('./browser-post-login').then((m) => m.browserPostLoginAdapters),
  },
});

const browserStartAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(SHARED.Clock).toConstantValue(systemClock);
    bind(SHARED.Scheduler).toConstantValue(globalScheduler);
    bind(SHARED.Random).toConstantValue(cryptoRandom);
    bind(SHARED.IdGenerator).toConstantValue(cryptoIds);
    bind(SHARED.Logger).toConstantValue(consoleLogger(import.meta.env.DEV ? 'debug' : 'warn'));
    bind(SHARED.KeyValueStorage).toConstantValue(new LocalStorageKeyValueStorage());
    bind(NAVIGATION.CurrentPath).toConstantValue({ current: () => globalThis.location.pathname });
    bind(ROUTING.Navigation).toConstantValue(new BrowserHistoryNavigation());

    // The token source (the refresher) calls the auth API, which calls HTTP: so the client reads the token
    // source when it loads, at the first request, not when it is built.
    bind(API.Http).toDynamicValue((ctx) =>
      lazyHttp(() =>
        import('../../adapters/http/ky-http-client').then(
          (m) =>
            new m.KyHttpClient({
              tokens: lookup(ctx, API.AuthTokenSource),
              context: lookup(ctx, API.RequestContext),
              clock: lookup(ctx, SHARED.Clock),
              // The requests a screen asks for together go out in tasks of their own.
              beforeSend: yieldToMain,
            }),
        ),
      ),
    );
    bind(AUTH.SessionHint).toConstantValue(new CookieSessionHint());
    bind(I18N.LocaleHint).toConstantValue(new CookieLocaleHint());
    provide(bind, PROFILE.Api, (http) => new HttpProfileApi(http), [API.Http]);
    provide(bind, AUTH.Gateway, (http) => lazyAuthGateway(http), [API.Http]);
    provide(bind, AUTH.Api, (http) => new JsonAuthApi(http), [API.Http]);
    bind(AUTH.Locks).toConstantValue(new WebLocks());
    bind(AUTH.Broadcast).toConstantValue(new BroadcastChannelAuthBroadcast(openBroadcastChannel()));
    // A browser keeps the refresh token in an HttpOnly cookie: the vault keeps nothing.
    bind(API.Platform).toConstantValue('web');
    bind(AUTH.Vault).toConstantValue(cookieManagedVault);
    provide(bind, AUTH.FunnelSink, (logger) => loggerAnalytics(logger), [SHARED.Logger]);

    bind(SESSION.TabPresence).toConstantValue(new LocalStorageTabPresence({ storage: browserLocalStorage(), window }));
    bind(APP.Connectivity).toConstantValue(new NavigatorConnectivity(navigator, window));
    bind(APP.Update).toConstantValue(new BuildVersionUpdate(__BUILD_ID__));
    // PUR-46, LAND-02: the kind of build, named at build time (`VITE_BUILD_KIND`: remote, lite; the full app otherwise).
    bind(APP.BuildKind).toConstantValue(readBuildKind(import.meta.env['VITE_BUILD_KIND']));
  });
