import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { AUTH } from '../../core/auth';
import { APP_BASE, ROUTES, ROUTING } from '../../core/routing';
import { SESSION } from '../../core/session';
import type { Resolver } from '../../core/shared';
import { ResolverProvider, useInjection } from '../di/resolver';
import { I18nProvider } from '../i18n/I18nProvider';
import { AppShell } from '../shell/AppShell';
import { DeactivatedTab } from '../shell/DeactivatedTab';
import { HorizontalLock } from '../shell/HorizontalLock';
import { LoadingScreen } from '../shell/LoadingScreen';
import { NotFound } from '../shell/NotFound';
import { StatusBanners } from '../shell/StatusBanners';
import { navigationLocationHook, navigationSearchHook } from './navigation-location';

// Every screen is its own chunk, so /app loads only the shell; the login modal (and with it the protobuf
// gateway) loads only when the sign-in flow opens.
const Landing = lazy(() => import('../screens/LandingScreen'));
const Onboarding = lazy(() => import('../screens/OnboardingScreen'));
const Recs = lazy(() => import('../screens/RecsScreen'));
const Explore = lazy(() => import('../screens/ExploreScreen'));
const GoldHome = lazy(() => import('../screens/GoldHomeScreen'));
const Matches = lazy(() => import('../screens/MatchesScreen'));
const Profile = lazy(() => import('../screens/ProfileScreen'));
const Settings = lazy(() => import('../screens/SettingsScreen'));
const LoginModal = lazy(() => import('../auth/LoginModal'));

const member = (Screen: ComponentType) =>
  function MemberPage() {
    return (
      <AppShell member>
        <Screen />
      </AppShell>
    );
  };
const RecsPage = member(Recs);
const ExplorePage = member(Explore);
const GoldHomePage = member(GoldHome);
const MatchesPage = member(Matches);
const ProfilePage = member(Profile);
const SettingsPage = member(Settings);

function LandingPage() {
  return (
    <AppShell member={false}>
      <Landing />
    </AppShell>
  );
}

/** NAV-14: the login modal, loaded the first time the sign-in flow opens. */
function LoginModalHost() {
  useSignals();
  const launcher = useInjection(AUTH.LoginLauncher);
  return launcher.isOpen.value ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

function Routes() {
  useSignals();
  const navigation = useInjection(ROUTING.Navigation);
  const router = useInjection(ROUTING.Store);
  const activeTab = useInjection(SESSION.ActiveTab);
  const hooks = useMemo(() => ({ hook: navigationLocationHook(navigation), searchHook: navigationSearchHook(navigation) }), [navigation]);

  if (activeTab.tabState.value === 'deactivated') return <DeactivatedTab />;
  // ROUTE-29: nothing of a route shows until its guards have let it in.
  if (!router.ready.value) return <LoadingScreen />;
  return (
    <Router base={APP_BASE} hook={hooks.hook} searchHook={hooks.searchHook}>
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          <Route path={ROUTES.login} component={LandingPage} />
          <Route path={ROUTES.legacyLogin} component={LandingPage} />
          <Route path={ROUTES.onboarding} component={Onboarding} />
          <Route path={ROUTES.recs} component={RecsPage} />
          <Route path={ROUTES.explore} component={ExplorePage} />
          <Route path={ROUTES.goldHome} component={GoldHomePage} />
          <Route path={ROUTES.matches} component={MatchesPage} />
          <Route path={ROUTES.profile} component={ProfilePage} />
          <Route path={ROUTES.settings} component={SettingsPage} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
      <LoginModalHost />
      <StatusBanners />
      <HorizontalLock />
    </Router>
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
