import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { FakeHttp } from '../../core/api/testing';
import { APP, type BuildKind } from '../../core/app';
import { FakeConnectivity, FakeUpdatePort } from '../../core/app/testing';
import { AUTH, cookieManagedVault } from '../../core/auth';
import { I18N, noLocaleHint } from '../../core/i18n';
import { FakeAuthApi, FakeAuthGateway, FakeCaptchaSolver, FakeBroadcastHub, FakeLockHub, FakeSessionHint, RecordingAnalytics } from '../../core/auth/testing';
import { LOCATION } from '../../core/location';
import { DISCOVERY_SETTINGS } from '../../core/discovery-settings';
import { FakeDiscoverySettingsApi } from '../../core/discovery-settings/testing/fake-discovery-settings-api';
import { FakeGeolocation, FakePageVisibility, FakePositionReport } from '../../core/location/testing';
import { NAVIGATION } from '../../core/navigation';
import { PROFILE } from '../../core/profile';
import { FakeProfileApi } from '../../core/profile/testing/fake-profile-api';
import { FakeProfileEditApi } from '../../core/profile/testing/fake-profile-edit-api';
import { CHAT } from '../../core/chat';
import { FakeInbox } from '../../core/chat/testing/fake-inbox';
import { MATCHES } from '../../core/matches';
import { RECS } from '../../core/recs';
import { FakeRecsApi } from '../../core/recs/testing/fake-recs-api';
import { BOOSTS } from '../../core/boosts';
import { FakeBoostsApi } from '../../core/boosts/testing/fake-boosts-api';
import { DEVICES } from '../../core/devices';
import { POST_LOGIN } from '../../core/post-login';
import { FakeContactRequest } from '../../core/post-login/testing/fake-contact-request';
import { FakeDevicesApi } from '../../core/devices/testing/fake-devices-api';
import { EXPLORE } from '../../core/explore';
import { FakeExploreApi } from '../../core/explore/testing/fake-explore-api';
import { LIKES_YOU } from '../../core/likes-you';
import { FakeLikesYouApi } from '../../core/likes-you/testing/fake-likes-you-api';
import { MEDIA } from '../../core/media';
import { FakeMediaApi, FakePreviewUrls } from '../../core/media/testing/fake-media-api';
import { PUSH } from '../../core/push';
import { FakeDevicePush, FakePushApi } from '../../core/push/testing/fake-push';
import { SETTINGS } from '../../core/settings';
import { FakePassportApi } from '../../core/settings/testing/fake-passport-api';
import { FakeSettingsApi } from '../../core/settings/testing/fake-settings-api';
import { ONBOARDING } from '../../core/onboarding';
import { FakeOnboardingApi } from '../../core/onboarding/testing/fake-onboarding-api';
import { FakeNotificationPermission } from '../../core/onboarding/testing/fake-notification-permission';
import { PRIVACY } from '../../core/privacy';
import { FakeGpcSignal, FakePrivacyApi } from '../../core/privacy/testing/fake-privacy-api';
import { PURCHASE } from '../../core/purchase';
import { FakePurchaseApi } from '../../core/purchase/testing/fake-purchase-api';
import { FakeAlternatePayment } from '../../core/purchase/testing/fake-alternate-payment';
import { OFFERS } from '../../core/offers';
import { FakeRemoteCheckoutApi } from '../../core/offers/testing/fake-remote-checkout-api';
import { FakeOffersApi } from '../../core/offers/testing/fake-offers-api';
import { FakeDynamicUiApi } from '../../core/purchase/testing/fake-dynamic-ui-api';
import { STARTUP } from '../../core/startup';
import { FakeStartupApi } from '../../core/startup/testing/fake-startup-api';
import { REALTIME } from '../../core/realtime';
import { FakeSocket, FakeSocketTicket } from '../../core/realtime/testing';
import { ROUTING } from '../../core/routing';
import { FakeNavigation } from '../../core/routing/testing';
import { SESSION } from '../../core/session';
import { FakeTabPresenceHub } from '../../core/session/testing';
import { ok, SHARED } from '../../core/shared';
import { FakeTime, MemoryLogger, MemoryStorage, SeededRandom, SequentialIds } from '../../core/shared/testing';
import { provide } from '../modules/provide';
import type { AdapterSet } from './adapter-set';

/** The in-memory fakes a test, a preview or a contributor drives by hand. */
export interface Fakes {
  readonly time: FakeTime;
  readonly random: SeededRandom;
  readonly ids: SequentialIds;
  readonly logger: MemoryLogger;
  readonly storage: MemoryStorage;
  readonly navigation: FakeNavigation;
  readonly gateway: FakeAuthGateway;
  readonly authApi: FakeAuthApi;
  readonly captchaSolver: FakeCaptchaSolver;
  readonly analytics: RecordingAnalytics;
  readonly hint: FakeSessionHint;
  readonly profileApi: FakeProfileApi;
  readonly profileEditApi: FakeProfileEditApi;
  readonly startupApi: FakeStartupApi;
  readonly recsApi: FakeRecsApi;
  /** The provider of matches and chat; set `inbox.me` to the member signed in. */
  readonly inbox: FakeInbox;
  readonly devicesApi: FakeDevicesApi;
  readonly likesYouApi: FakeLikesYouApi;
  readonly exploreApi: FakeExploreApi;
  readonly boostsApi: FakeBoostsApi;
  readonly mediaApi: FakeMediaApi;
  readonly settingsApi: FakeSettingsApi;
  readonly passportApi: FakePassportApi;
  readonly onboardingApi: FakeOnboardingApi;
  readonly notificationPermission: FakeNotificationPermission;
  /** SET-11: this device's push (permission and subscription) and the provider's push endpoints. */
  readonly devicePush: FakeDevicePush;
  readonly pushApi: FakePushApi;
  readonly contactRequest: FakeContactRequest;
  readonly tabs: FakeTabPresenceHub;
  readonly connectivity: FakeConnectivity;
  readonly update: FakeUpdatePort;
  /** The kind of build the app runs as (PUR-46, LAND-02): the full app unless a test says otherwise before the first read. */
  readonly build: { kind: BuildKind };
  readonly socket: FakeSocket;
  readonly geolocation: FakeGeolocation;
  readonly visibility: FakePageVisibility;
  readonly positionReport: FakePositionReport;
  readonly discoverySettingsApi: FakeDiscoverySettingsApi;
  readonly privacyApi: FakePrivacyApi;
  readonly purchaseApi: FakePurchaseApi;
  readonly alternatePayment: FakeAlternatePayment;
  readonly offersApi: FakeOffersApi;
  readonly dynamicUiApi: FakeDynamicUiApi;
  readonly gpc: FakeGpcSignal;
}

/**
 * The fake adapter set: the same container as the browser's, every port bound to an in-memory fake, so a test or
 * a React Native contributor exercises the real core and UI without a network, a clock or a browser.
 */
export function fakeAdapters(initialHref = '/app'): { adapters: AdapterSet; fakes: Fakes } {
  const time = new FakeTime(Date.UTC(2026, 10, 22, 12));
  const fakes: Fakes = {
    time,
    random: new SeededRandom(7),
    ids: new SequentialIds(),
    logger: new MemoryLogger(),
    storage: new MemoryStorage(),
    navigation: new FakeNavigation(initialHref),
    gateway: new FakeAuthGateway(),
    authApi: new FakeAuthApi(),
    captchaSolver: new FakeCaptchaSolver(),
    analytics: new RecordingAnalytics(),
    hint: new FakeSessionHint(false),
    profileApi: new FakeProfileApi(),
    profileEditApi: new FakeProfileEditApi(),
    startupApi: new FakeStartupApi(),
    recsApi: new FakeRecsApi({ clock: time }),
    inbox: new FakeInbox('u-1', time),
    devicesApi: new FakeDevicesApi(),
    likesYouApi: new FakeLikesYouApi(),
    exploreApi: new FakeExploreApi([]),
    boostsApi: new FakeBoostsApi(time),
    mediaApi: new FakeMediaApi(),
    settingsApi: new FakeSettingsApi(),
    passportApi: new FakePassportApi(),
    onboardingApi: new FakeOnboardingApi(),
    notificationPermission: new FakeNotificationPermission(),
    devicePush: new FakeDevicePush(),
    pushApi: new FakePushApi(),
    contactRequest: new FakeContactRequest(),
    tabs: new FakeTabPresenceHub(),
    connectivity: new FakeConnectivity(),
    update: new FakeUpdatePort(),
    build: { kind: 'full' },
    socket: new FakeSocket('accept'),
    geolocation: new FakeGeolocation(),
    visibility: new FakePageVisibility(),
    positionReport: new FakePositionReport(),
    discoverySettingsApi: new FakeDiscoverySettingsApi(),
    // No consent categories unless a test gives some: the prompt stays away from tests about other things.
    privacyApi: new FakePrivacyApi([]),
    purchaseApi: new FakePurchaseApi(),
    alternatePayment: new FakeAlternatePayment(),
    offersApi: new FakeOffersApi(),
    dynamicUiApi: new FakeDynamicUiApi(),
    gpc: new FakeGpcSignal(),
  };
  const module = new ContainerModule(({ bind }) => {
    bind(SHARED.Clock).toConstantValue(fakes.time);
    bind(SHARED.Scheduler).toConstantValue(fakes.time);
    bind(SHARED.Random).toConstantValue(fakes.random);
    bind(SHARED.IdGenerator).toConstantValue(fakes.ids);
    bind(SHARED.Logger).toConstantValue(fakes.logger);
    bind(SHARED.KeyValueStorage).toConstantValue(fakes.storage);
    bind(NAVIGATION.CurrentPath).toConstantValue({ current: () => fakes.navigation.current().pathname });
    bind(ROUTING.Navigation).toConstantValue(fakes.navigation);
    provide(bind, API.Http, (tokens) => new FakeHttp({ tokens }), [API.AuthTokenSource]);
    bind(AUTH.Gateway).toConstantValue(fakes.gateway);
    bind(AUTH.Api).toConstantValue(fakes.authApi);
    bind(AUTH.CaptchaSolver).toConstantValue(fakes.captchaSolver);
    bind(AUTH.Locks).toConstantValue(new FakeLockHub().port());
    bind(AUTH.Broadcast).toConstantValue(new FakeBroadcastHub(time).port());
    // A browser keeps the refresh token in an HttpOnly cookie: the vault keeps nothing.
    bind(API.Platform).toConstantValue('web');
    bind(AUTH.Vault).toConstantValue(cookieManagedVault);
    bind(AUTH.FunnelSink).toConstantValue(fakes.analytics);
    bind(AUTH.SessionHint).toConstantValue(fakes.hint);
    bind(I18N.LocaleHint).toConstantValue(noLocaleHint);
    bind(PROFILE.Api).toConstantValue(fakes.profileApi);
    bind(PROFILE.EditApi).toConstantValue(fakes.profileEditApi);
    bind(STARTUP.Api).toConstantValue(fakes.startupApi);
    bind(RECS.Api).toConstantValue(fakes.recsApi);
    bind(MATCHES.Api).toConstantValue(fakes.inbox);
    bind(CHAT.Api).toConstantValue(fakes.inbox);
    // CHAT-13: no starters in the fake world (the consent is never accepted there).
    bind(CHAT.SuggestionsApi).toConstantValue({ suggestions: async () => ok([]) });
    bind(DEVICES.Api).toConstantValue(fakes.devicesApi);
    bind(LIKES_YOU.Api).toConstantValue(fakes.likesYouApi);
    bind(EXPLORE.Api).toConstantValue(fakes.exploreApi);
    bind(BOOSTS.Api).toConstantValue(fakes.boostsApi);
    bind(MEDIA.Api).toConstantValue(fakes.mediaApi);
    bind(MEDIA.Previews).toConstantValue(new FakePreviewUrls());
    bind(SETTINGS.Api).toConstantValue(fakes.settingsApi);
    bind(SETTINGS.PassportApi).toConstantValue(fakes.passportApi);
    bind(ONBOARDING.Api).toConstantValue(fakes.onboardingApi);
    bind(ONBOARDING.NotificationPermission).toConstantValue(fakes.notificationPermission);
    bind(PUSH.Device).toConstantValue(fakes.devicePush);
    bind(PUSH.Api).toConstantValue(fakes.pushApi);
    bind(POST_LOGIN.ContactRequest).toConstantValue(fakes.contactRequest);
    bind(POST_LOGIN.DeviceOs).toConstantValue('Linux');
    bind(SESSION.TabPresence).toConstantValue(fakes.tabs.openTab());
    bind(APP.Connectivity).toConstantValue(fakes.connectivity);
    bind(APP.Update).toConstantValue(fakes.update);
    bind(APP.BuildKind).toDynamicValue(() => fakes.build.kind);
    bind(REALTIME.Socket).toConstantValue(fakes.socket);
    bind(REALTIME.SocketTicket).toConstantValue(new FakeSocketTicket());
    bind(LOCATION.Geolocation).toConstantValue(fakes.geolocation);
    bind(LOCATION.PageVisibility).toConstantValue(fakes.visibility);
    bind(LOCATION.PositionReport).toConstantValue(fakes.positionReport);
    bind(DISCOVERY_SETTINGS.Api).toConstantValue(fakes.discoverySettingsApi);
    bind(PRIVACY.Api).toConstantValue(fakes.privacyApi);
    bind(PURCHASE.Api).toConstantValue(fakes.purchaseApi);
    bind(PURCHASE.AlternateApi).toConstantValue(fakes.alternatePayment);
    bind(OFFERS.Api).toConstantValue(fakes.offersApi);
    bind(PURCHASE.DynamicUi).toConstantValue(fakes.dynamicUiApi);
    bind(OFFERS.RemoteCheckoutApi).toConstantValue(new FakeRemoteCheckoutApi());
    bind(PRIVACY.Gpc).toConstantValue(fakes.gpc);
  });
  return { adapters: { start: module }, fakes };
}
