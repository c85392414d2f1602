import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Router, Switch, type BaseLocationHook } from 'wouter';
import { ROUTES, APP_BASE } from '../../core/routing';
import type { Resolver } from '../../core/shared';
import { ResolverProvider } from '../di/resolver';
import { I18nProvider } from '../i18n/I18nProvider';
import { AppShell } from '../shell/AppShell';
import { LoadingScreen } from '../shell/LoadingScreen';
import { NotFound } from '../shell/NotFound';

// Every screen is its own chunk, so /app loads only the shell.
const Landing = lazy(() => import('../screens/LandingScreen'));
const Recs = lazy(() => import('../screens/RecsScreen'));
const Explore = lazy(() => import('../screens/ExploreScreen'));
const GoldHome = lazy(() => import('../screens/GoldHomeScreen'));
const Matches = lazy(() => import('../screens/MatchesScreen'));
const Profile = lazy(() => import('../screens/ProfileScreen'));
const Settings = lazy(() => import('../screens/SettingsScreen'));

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

/** The React tree: container, languages, routes under /app. Tests pass a memory location hook. */
export function App({ resolver, locationHook }: { resolver: Resolver; locationHook?: BaseLocationHook }) {
  return (
    <ResolverProvider resolver={resolver}>
      <I18nProvider>
        <Router base={APP_BASE} {...(locationHook ? { hook: locationHook } : {})}>
          <Suspense fallback={<LoadingScreen />}>
            <Switch>
              <Route path={ROUTES.login}>
                <AppShell member={false}>
                  <Landing />
                </AppShell>
              </Route>
              <Route path={ROUTES.recs} component={RecsPage} />
              <Route path={ROUTES.explore} component={ExplorePage} />
              <Route path={ROUTES.goldHome} component={GoldHomePage} />
              <Route path={ROUTES.matches} component={MatchesPage} />
              <Route path={ROUTES.profile} component={ProfilePage} />
              <Route path={ROUTES.settings} component={SettingsPage} />
              <Route component={NotFound} />
            </Switch>
          </Suspense>
        </Router>
      </I18nProvider>
    </ResolverProvider>
  );
}
