import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Router } from 'wouter';
import { AUTH } from '../../core/auth';
import { globalOverlays, overlayViewer, type GlobalOverlay } from '../../core/navigation';
import { ONBOARDING } from '../../core/onboarding';
import { APP_BASE, ROUTING, type RouteMatch } from '../../core/routing';
import { SESSION } from '../../core/session';
import type { Resolver } from '../../core/shared';
import { ResolverProvider, useInjection } from '../di/resolver';
import { I18nProvider } from '../i18n/I18nProvider';
import { AppShell } from '../shell/AppShell';
import { HorizontalLock } from '../shell/HorizontalLock';
import { LoadingScreen } from '../shell/LoadingScreen';
import { NewActivityCounter } from '../shell/NewActivityCounter';
import { NotificationManager } from '../shell/NotificationManager';
import { StatusBanners } from '../shell/StatusBanners';
import { navigationLocationHook, navigationSearchHook } from './navigation-location';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { drawnAfterTheStart, routeScreenDrawn } from './drawn-after-the-start';
import { member } from './pages';
import { preloadable } from './preloadable';

// The first screens (the landing, Discover) are chunks main.tsx can ask for before the first render; every other
// route's screen comes from the table of route-screens.tsx, a chunk of its own.
const Landing = preloadable(() => import('../screens/LandingScreen'));
const Recs = preloadable(() => import('../screens/RecsScreen'));
// SESS-07: shown only when another tab takes over, so it loads then.
const DeactivatedTab = lazy(() => import('../shell/DeactivatedTab').then((m) => ({ default: m.DeactivatedTab })));
const OnboardingPages = lazy(() => import('../onboarding/OnboardingPages'));
// NAV-12, NAV-13, NAV-14: the modal manager (the login modal's host and the queue's modals) is a chunk of its own,
// asked for beside the start (main.tsx); a modal asked for before it has arrived shows once it has.
const loadModalManager = () => import('../shell/ModalManager').then((m) => ({ default: m.ModalManager }));
const ModalManager = lazy(loadModalManager);
// NAV-12, PRIV: the consent prompt, South Korea's form and the terms modal; their chunk loads after the first paint.
const PrivacyOverlay = lazy(() => import('../privacy/PrivacyOverlay'));

let routeScreens: Promise<typeof import('./route-screens')> | undefined;
const loadRouteScreens = () =>
  (routeScreens ??= import('./route-screens').catch((error: unknown) => {
    // A failed download may be tried again (ChunkBoundary offers a reload).
    routeScreens = undefined;
    throw error;
  }));
const RouteScreen = lazy(loadRouteScreens);

// The page the start lets a member into is drawn as a transition (see drawnAfterTheStart).
const RecsPage = drawnAfterTheStart(member(Recs), Loading);

function LandingPage() {
  return (
    <AppShell member={false}>
      <Landing />
    </AppShell>
  );
}

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

/** The first screens' pages; every other route's page is in the table of route-screens.tsx. */
const FIRST_SCREENS: Partial<Record<RouteMatch['name'], ComponentType>> = {
  login: LandingPage,
  legacyLogin: LandingPage,
  recs: RecsPage,
};

/** The entered route's screen, from the route the core matched (one matcher for guards and screens). */
function RouteSwitch() {
  useSignals();
  const { name } = useInjection(ROUTING.Store).match.value;
  // Once a route's screen is in, the start is over: the start's page is drawn at once from then on.
  useEffect(routeScreenDrawn, []);
  const Screen = FIRST_SCREENS[name];
  return (
    <ChunkBoundary>
      <Suspense fallback={<Loading />}>{Screen ? <Screen /> : <RouteScreen name={name} />}</Suspense>
    </ChunkBoundary>
  );
}

/** Starts downloading the first screen's chunk before the first render (main.tsx): the landing, or Discover. */
export function preloadFirstScreen(screen: 'landing' | 'recs'): Promise<void> {
  return (screen === 'recs' ? Recs : Landing).preload();
}

/** Starts downloading the modal manager's chunk (main.tsx: beside the start). */
export function preloadModalManager(): void {
  loadModalManager().catch(() => undefined);
}

/** Starts downloading the table of the other routes' screens (main.tsx: at once when the page opened is one of them). */
export function preloadRouteScreens(): Promise<void> {
  return loadRouteScreens().then(
    () => undefined,
    () => undefined,
  );
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
