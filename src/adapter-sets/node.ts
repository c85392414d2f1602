import { ContainerModule } from 'inversify';
import WebSocket from 'ws';
import { ProtobufAuthGateway } from '../../adapters/auth-gateway/protobuf-auth-gateway';
import { JsonAuthApi } from '../../adapters/auth-gateway/json-auth-api';
import { NavigatorGeolocation } from '../../adapters/geolocation/navigator-geolocation';
import { KyHttpClient } from '../../adapters/http/ky-http-client';
import { HttpPositionReport } from '../../adapters/location/http-position-report';
import { DocumentVisibility } from '../../adapters/page-visibility/document-visibility';
import { consoleLogger } from '../../adapters/platform/console-logger';
import { cryptoIds, cryptoRandom } from '../../adapters/platform/crypto-random';
import { globalScheduler } from '../../adapters/platform/global-scheduler';
import { alwaysOnline, noAppUpdates, StartedSessionHint } from '../../adapters/platform/headless';
import { loggerAnalytics } from '../../adapters/platform/logger-analytics';
import { systemClock } from '../../adapters/platform/system-clock';
import { HttpContactRequest } from '../../adapters/post-login/http-contact-request';
import { HttpProfileApi } from '../../adapters/profile/http-profile-api';
import { HttpSocketTicket } from '../../adapters/realtime/http-socket-ticket';
import { noOtherTabs, SingleTabPresence, singleProcessLocks } from '../../adapters/tab-coordination/single-process';
import { BrowserWebSocket, type WebSocketConstructor } from '../../adapters/websocket/browser-websocket';
import { API, type Platform } from '../../core/api';
import { APP } from '../../core/app';
import { AUTH, MemoryVault, type RefreshTokenVault } from '../../core/auth';
import { I18N, noLocaleHint } from '../../core/i18n';
import { LOCATION } from '../../core/location';
import { NAVIGATION } from '../../core/navigation';
import { POST_LOGIN } from '../../core/post-login';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { ROUTING } from '../../core/routing';
import { FakeNavigation } from '../../core/routing/testing';
import { SESSION } from '../../core/session';
import { SHARED, type Logger } from '../../core/shared';
import { MemoryStorage } from '../../core/shared/testing';
import { lookup, provide } from '../modules/provide';
import type { AdapterSet } from './adapter-set';
import { httpLazyAdapters } from './http-lazy-adapters';
import { lazyHttp } from './lazy-http';

export interface NodeAdapterOptions {
  /** The provider's API base, absolute: `http://127.0.0.1:8080/api`. */
  readonly baseUrl: string;
  /** What the client announces (API-02): a native platform, which receives its refresh token in the answer. Default `ios`. */
  readonly platform?: Exclude<Platform, 'web'>;
  /** Where the refresh token is kept; default in memory for the life of the process. */
  readonly vault?: RefreshTokenVault;
  /** The vault already holds a session to resume at start (APP-01); default false. */
  readonly resumeSession?: boolean;
  /** Default: the console, from warnings up. */
  readonly logger?: Logger;
  /** Default: Node's global fetch. */
  readonly fetch?: typeof fetch;
}

/** PL-05: the operating system, in a word, from Node's name for it. */
const OS_NAMES: Readonly<Record<string, string>> = { linux: 'Linux', darwin: 'macOS', win32: 'Windows', android: 'Android' };

/**
 * The adapters of a shell without a browser (Node 20): fetch over ky for HTTP, the `ws` package's WebSocket, the
 * protobuf auth gateway with the refresh token in a vault, in-memory storage and history, and tab coordination
 * for a single process (locks within it, no other tabs). The same container and `boot()` as the browser's run on it:
 * examples/headless shows a client built on it.
 */
export const nodeAdapters = (options: NodeAdapterOptions): AdapterSet => {
  const origin = new URL(options.baseUrl).origin;
  const vault = options.vault ?? new MemoryVault();
  const logger = options.logger ?? consoleLogger('warn');
  const navigation = new FakeNavigation('/app');
  const start = new ContainerModule(({ bind }) => {
    bind(SHARED.Clock).toConstantValue(systemClock);
    bind(SHARED.Scheduler).toConstantValue(globalScheduler);
    bind(SHARED.Random).toConstantValue(cryptoRandom);
    bind(SHARED.IdGenerator).toConstantValue(cryptoIds);
    bind(SHARED.Logger).toConstantValue(logger);
    bind(SHARED.KeyValueStorage).toConstantValue(new MemoryStorage());
    bind(NAVIGATION.CurrentPath).toConstantValue({ current: () => navigation.current().pathname });
    bind(ROUTING.Navigation).toConstantValue(navigation);

    bind(API.Platform).toConstantValue(options.platform ?? 'ios');
    // The token source (the refresher) calls the auth gateway, which calls HTTP: the client reads it at the first
    // request, not when it is built (as in the browser set).
    bind(API.Http).toDynamicValue((ctx) =>
      lazyHttp(async () => {
        const fetchOption = options.fetch ? { fetch: options.fetch } : {};
        return new KyHttpClient({ tokens: lookup(ctx, API.AuthTokenSource), context: lookup(ctx, API.RequestContext), clock: lookup(ctx, SHARED.Clock), baseUrl: options.baseUrl, ...fetchOption });
      }),
    );
    bind(AUTH.Vault).toConstantValue(vault);
    bind(AUTH.SessionHint).toConstantValue(new StartedSessionHint(options.resumeSession ?? false));
    bind(I18N.LocaleHint).toConstantValue(noLocaleHint);
    provide(bind, AUTH.Gateway, (http) => new ProtobufAuthGateway(http), [API.Http]);
    provide(bind, AUTH.Api, (http) => new JsonAuthApi(http), [API.Http]);
    bind(AUTH.Locks).toConstantValue(singleProcessLocks());
    bind(AUTH.Broadcast).toConstantValue(noOtherTabs);
    provide(bind, AUTH.FunnelSink, (log) => loggerAnalytics(log), [SHARED.Logger]);
    provide(bind, PROFILE.Api, (http) => new HttpProfileApi(http), [API.Http]);

    bind(SESSION.TabPresence).toConstantValue(new SingleTabPresence());
    bind(APP.Connectivity).toConstantValue(alwaysOnline);
    bind(APP.Update).toConstantValue(noAppUpdates);
    bind(APP.BuildKind).toConstantValue('full');
  });
  return {
    start,
    lazy: {
      realtime: async () =>
        new ContainerModule(({ bind }) => {
          bind(REALTIME.Socket).toConstantValue(new BrowserWebSocket(WebSocket as unknown as WebSocketConstructor));
          provide(bind, REALTIME.SocketTicket, (http) => new HttpSocketTicket(http, () => origin), [API.Http]);
        }),
      // No location service and no page: the position is unknown and the "page" always visible.
      location: async () =>
        new ContainerModule(({ bind }) => {
          bind(LOCATION.Geolocation).toConstantValue(new NavigatorGeolocation(null, null));
          bind(LOCATION.PageVisibility).toConstantValue(new DocumentVisibility(null));
          provide(bind, LOCATION.PositionReport, (http) => new HttpPositionReport(http), [API.Http]);
        }),
      postLogin: async () =>
        new ContainerModule(({ bind }) => {
          provide(bind, POST_LOGIN.ContactRequest, (http) => new HttpContactRequest(http), [API.Http]);
          bind(POST_LOGIN.DeviceOs).toConstantValue(OS_NAMES[process.platform] ?? null);
        }),
      // The provider's endpoints over HTTP are the same adapters on every platform.
      ...httpLazyAdapters,
    },
  };
};
