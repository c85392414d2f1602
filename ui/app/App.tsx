import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Router } from 'wouter';
import { AUTH } from '../../core/auth';
import { globalOverlays, overlayViewer, type GlobalOverlay } from '../../core/navigation';
import { ONBOARDING } from '../../core/onboarding';
import { APP_BASE, ROUTING, type RouteName } from '../../core/routing';
import { SESSION } from '../../core/session';
import type { Resolver } from '../../core/shared';
import { ResolverProvider, useInjection } from '../di/resolver';
import { I18nProvider } from '../i18n/I18nProvider';
import { AppShell } from '../shell/AppShell';
import { HorizontalLock } from '../shell/HorizontalLock';
import { LoadingScreen } from '../shell/LoadingScreen';
import { ModalManager } from '../shell/ModalManager';
import { NewActivityCounter } from '../shell/NewActivityCounter';
import { NotificationManager } from '../shell/NotificationManager';
import { StatusBanners } from '../shell/StatusBanners';
import { navigationLocationHook, navigationSearchHook } from './navigation-location';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { FeatureGate } from '../components/FeatureGate';
import { preloadable } from './preloadable';

// Every screen is its own chunk, so /app loads only the shell.
const Landing = preloadable(() => import('../screens/LandingScreen'));
const Onboarding = lazy(() => import('../screens/OnboardingScreen'));
const Recs = preloadable(() => import('../screens/RecsScreen'));
const Explore = lazy(() => import('../screens/ExploreScreen'));
const GoldHome = lazy(() => import('../screens/GoldHomeScreen'));
const Matches = lazy(() => import('../screens/MatchesScreen'));
const Profile = lazy(() => import('../screens/ProfileScreen'));
const Settings = lazy(() => import('../screens/SettingsScreen'));
// SESS-07: shown only when another tab takes over, so it loads then.
const DeactivatedTab = lazy(() => import('../shell/DeactivatedTab').then((m) => ({ default: m.DeactivatedTab })));
const NotFound = lazy(() => import('../shell/NotFound').then((m) => ({ default: m.NotFound })));
const RecsProfile = lazy(() => import('../screens/RecsProfileScreen'));
const DiscoverySettings = lazy(() => import('../screens/DiscoverySettingsScreen'));
const DevicesSettings = lazy(() => import('../screens/DevicesSettingsScreen'));
const OnboardingPages = lazy(() => import('../onboarding/OnboardingPages'));
// ROUTE-05: editing the own profile and its preview (PROF-28).
const ProfileEdit = lazy(() => import('../profile/ProfileEditScreen'));
const ProfileEditInterests = lazy(() => import('../profile/InterestsEditScreen'));
const ProfileEditPrompts = lazy(() => import('../profile/PromptsEditScreen'));
const ProfileEditSchool = lazy(() => import('../profile/SchoolEditScreen'));
const ProfileEditGender = lazy(() => import('../profile/GenderEditScreen'));
const ProfileEditOption = lazy(() => import('../profile/OptionEditScreen'));
const ProfileEditOrientation = lazy(() => import('../profile/OrientationEditScreen'));
const ProfilePreview = lazy(() => import('../profile/ProfilePreviewScreen'));
// ROUTE-10, BAN-04, BAN-14: a ban's warden screen and the appeals center; no sign-in needed.
const Warden = lazy(() => import('../bans/WardenScreen'));
const AppealsCenter = lazy(() => import('../bans/AppealsCenterScreen'));
const SelfieChallenge = lazy(() => import('../bans/SelfieChallengeScreen'));
const BanChallenge = lazy(() => import('../bans/BanChallengeScreen'));
// SET-13 (ROUTE-09): the e-mail subscriptions an e-mail's link opens; no sign-in needed.
const EmailSubscription = lazy(() => import('../screens/EmailSubscriptionScreen'));
// PUR-32, PUR-25..29: the paywall with the checkout, and the subscription settings (the purchase chunk).
const Checkout = lazy(() => import('../purchase/CheckoutScreen'));
const SubscriptionSettings = lazy(() => import('../purchase/SubscriptionSettingsScreen'));
// PUR-26: a card saved (or replaced) on its own page, which then returns to the page it was opened from.
const CardScreen = lazy(() => import('../purchase/CardScreen'));
// PUR-42..45: the page a native app's checkout link opens, before the checkout (no sign-in needed).
const RemoteCheckout = lazy(() => import('../purchase/RemoteCheckoutScreen'));
// NAV-12, PRIV: the consent prompt, South Korea's form and the terms modal; their chunk loads after the first paint.
const PrivacyOverlay = lazy(() => import('../privacy/PrivacyOverlay'));

/**
 * The shell stays while a screen's chunk loads: only the content area waits. A screen that needs a feature of its own
 * chunk (a lazy core module) waits for it too.
 */
const member = (Screen: ComponentType, ...features: readonly string[]) =>
  function MemberPage() {
    const screen = (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
    return (
      <AppShell member>
        {features.reduceRight(
          (inner, feature) => (
            <FeatureGate feature={feature} loading={null}>
              {inner}
            </FeatureGate>
          ),
          screen,
        )}
      </AppShell>
    );
  };
const RecsPage = member(Recs);
const ExplorePage = member(Explore);
const GoldHomePage = member(GoldHome);
const MatchesPage = member(Matches);
const ProfilePage = member(Profile, 'profileEdit');
const SettingsPage = member(Settings);
const RecsProfilePage = member(RecsProfile);
const DiscoverySettingsPage = member(DiscoverySettings);
const DevicesSettingsPage = member(DevicesSettings);
const ProfileEditPage = member(ProfileEdit, 'profileEdit');
const ProfileEditInterestsPage = member(ProfileEditInterests, 'profileEdit');
const ProfileEditPromptsPage = member(ProfileEditPrompts, 'profileEdit');
const ProfileEditSchoolPage = member(ProfileEditSchool, 'profileEdit');
const ProfileEditGenderPage = member(ProfileEditGender, 'profileEdit');
const ProfileEditOptionPage = member(ProfileEditOption, 'profileEdit');
const ProfileEditOrientationPage = member(ProfileEditOrientation, 'profileEdit');
const ProfilePreviewPage = member(ProfilePreview, 'profileEdit');
const CheckoutPage = member(Checkout, 'purchase', 'offers');
const SubscriptionSettingsPage = member(SubscriptionSettings, 'purchase', 'offers');
const CardPage = member(CardScreen, 'purchase');

function OnboardingPage() {
  return (
    <AppShell member={false}>
      <Onboarding />
    </AppShell>
  );
}

function LandingPage() {
  return (
    <AppShell member={false}>
      <Landing />
    </AppShell>
  );
}

/** A page for anyone, signed in or not, in the shell without the member's tabs. */
const publicPage = (Screen: ComponentType) =>
  function OpenPage() {
    return (
      <AppShell member={false}>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </AppShell>
    );
  };
const EmailSubscriptionPage = publicPage(EmailSubscription);
const WardenPage = publicPage(Warden);
const AppealsCenterPage = publicPage(AppealsCenter);
const SelfieChallengePage = publicPage(SelfieChallenge);
const BanChallengePage = publicPage(BanChallenge);
const RemoteCheckoutPage = publicPage(RemoteCheckout);

/** ROUTE-29: the loading screen, named in the member's language. */
function Loading() {
  const intl = useIntl();
  return <LoadingScreen label={intl.formatMessage({ id: 'shell.loading' })} />;
}

/** ONB-16, ONB-19: the onboarding overlay: the pages after onboarding while they are open (their chunk loads then). */
function OnboardingOverlay() {
  useSignals();
  const state = useInjection(ONBOARDING.PagesQueue).state.value;
  return state?.onboardingOpen ? <OnboardingPages /> : null;
}

/** NAV-12: the component of each global overlay. */
const OVERLAYS: Record<GlobalOverlay, ComponentType | null> = {
  loading: Loading,
  horizontalLock: HorizontalLock,
  deactivatedTab: DeactivatedTab,
  onboarding: OnboardingOverlay,
  privacyPrompt: PrivacyOverlay,
  modalManager: ModalManager,
  notificationManager: NotificationManager,
  newMatchOrMessageCounter: NewActivityCounter,
};

function Routes() {
  useSignals();
  const navigation = useInjection(ROUTING.Navigation);
  const router = useInjection(ROUTING.Store);
  const activeTab = useInjection(SESSION.ActiveTab);
  const session = useInjection(AUTH.Session);
  const hooks = useMemo(() => ({ hook: navigationLocationHook(navigation), searchHook: navigationSearchHook(navigation) }), [navigation]);
  const overlays = globalOverlays({
    viewer: overlayViewer(session.status.value),
    tabDeactivated: activeTab.tabState.value === 'deactivated',
    routeReady: router.ready.value,
  });
  // SESS-07: a deactivated tab shows only its screen; ROUTE-29: nothing of a route shows until its guards let it in.
  const showRoute = !overlays.includes('deactivatedTab') && !overlays.includes('loading');

  return (
    <Router base={APP_BASE} hook={hooks.hook} searchHook={hooks.searchHook}>
      {showRoute ? <RouteSwitch /> : null}
      {overlays.map((o) => {
        const Overlay = OVERLAYS[o];
        return Overlay ? (
          <Suspense key={o} fallback={null}>
            <Overlay />
          </Suspense>
        ) : null;
      })}
      {overlays.includes('deactivatedTab') ? null : <StatusBanners />}
    </Router>
  );
}

/** The screen of each route the app has so far; any other route shows the not-found page (ROUTE-16). */
const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  login: LandingPage,
  legacyLogin: LandingPage,
  onboarding: OnboardingPage,
  recs: RecsPage,
  recsProfile: RecsProfilePage,
  explore: ExplorePage,
  goldHome: GoldHomePage,
  matches: MatchesPage,
  archivedMatches: MatchesPage,
  messages: MatchesPage,
  messagesProfile: MatchesPage,
  profile: ProfilePage,
  settings: SettingsPage,
  accountSettings: SettingsPage,
  emailAccountSettings: SettingsPage,
  phoneAccountSettings: SettingsPage,
  emailSettings: SettingsPage,
  pushSettings: SettingsPage,
  privacySettings: SettingsPage,
  readReceiptsSettings: SettingsPage,
  recentlyActiveSettings: SettingsPage,
  messageControlsSettings: SettingsPage,
  discoverySetting: DiscoverySettingsPage,
  devicesSettings: DevicesSettingsPage,
  profileEdit: ProfileEditPage,
  profileEditInterests: ProfileEditInterestsPage,
  profileEditPrompts: ProfileEditPromptsPage,
  profileEditSchool: ProfileEditSchoolPage,
  profileEditGender: ProfileEditGenderPage,
  profileEditOption: ProfileEditOptionPage,
  profilePreview: ProfilePreviewPage,
  emailSubscription: EmailSubscriptionPage,
  warden: WardenPage,
  appealsCenter: AppealsCenterPage,
  passport: SettingsPage,
  profileEditOrientation: ProfileEditOrientationPage,
  selfieChallengeV2: SelfieChallengePage,
  verify: BanChallengePage,
  checkout: CheckoutPage,
  subscriptionSettings: SubscriptionSettingsPage,
  addCard: CardPage,
  updateCard: CardPage,
  deeplinkRemoteCheckout: RemoteCheckoutPage,
};

/** The entered route's screen, from the route the core matched (one matcher for guards and screens). */
function RouteSwitch() {
  useSignals();
  const match = useInjection(ROUTING.Store).match.value;
  const Screen = (match.name === 'notFound' ? undefined : SCREENS[match.name]) ?? NotFound;
  return (
    <ChunkBoundary>
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Starts downloading the first screen's chunk before the first render (main.tsx): the landing, or Discover. */
export function preloadFirstScreen(screen: 'landing' | 'recs'): Promise<void> {
  return (screen === 'recs' ? Recs : Landing).preload();
}

/** The React tree: the container, the language, and the routes under /app. */
export function App({ resolver }: { resolver: Resolver }) {
  return (
    <ResolverProvider resolver={resolver}>
      <I18nProvider>
        <Routes />
      </I18nProvider>
    </ResolverProvider>
  );
}
