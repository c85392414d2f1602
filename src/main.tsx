import { createRoot } from 'react-dom/client';
import { LOCALE_QUERY_PARAM } from '../core/api/constants';
import { AUTH } from '../core/auth';
import { PERSISTENCE } from '../core/persistence';
import { resolveColorScheme } from '../core/theme';
import { App, preloadFirstScreen, preloadModalManager, preloadRouteScreens } from '../ui/app/App';
import '../ui/theme/global-styles';
import { browserAdapters } from './adapter-sets/browser';
import { boot } from './boot';
import { asResolver, createContainer } from './container';
import { DISCOVER_PRELOAD_ID, discoverPreloads, firstScreen } from './discover-preload';
import { LAZY_MODULES } from './lazy-modules';

const query = new URLSearchParams(globalThis.location.search);

// CONF-10: a `theme` query parameter forces light or dark; otherwise the stylesheet follows the device.
if (query.has('theme')) {
  document.documentElement.dataset.colorScheme = resolveColorScheme(query.get('theme'), matchMedia('(prefers-color-scheme: dark)').matches);
}

const resolver = asResolver(createContainer(browserAdapters()));
const root = createRoot(document.getElementById('root')!);

// Discover's chunks download beside the start-up script for a member who opens it, instead of one after another.
const maybeSignedIn = resolver.get(AUTH.SessionHint).maybeSignedIn();
const preloads = discoverPreloads(document.getElementById(DISCOVER_PRELOAD_ID)?.textContent, maybeSignedIn, location.pathname);
// One insertion for all of them: each link put in the page on its own costs the start-up a little work.
const links = document.createDocumentFragment();
for (const href of preloads) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  links.append(link);
}
document.head.append(links);
// The first screen (and, for Discover, its core module) is asked for now, so that it is there by the first render.
const first = firstScreen(maybeSignedIn, location.pathname);
if (first !== null) void preloadFirstScreen(first);
// Any other page's screen comes from the table of the other routes' screens (its own chunk): asked for now when the
// page opened is one of them, once the first screen is idle otherwise.
else void preloadRouteScreens();
preloadModalManager();
if (first === 'recs') void resolver.get(LAZY_MODULES).ensure('recs').catch(() => undefined);

void boot(resolver, {
  localeFromQuery: query.get(LOCALE_QUERY_PARAM),
  platformLanguages: navigator.languages ?? [navigator.language],
}).finally(() => {
  root.render(<App resolver={resolver} />);
  // The other routes' screens once the first screen has had what it needs (at the latest after 2 s).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void preloadRouteScreens(), { timeout: 2_000 });
  else setTimeout(() => void preloadRouteScreens(), 0);
});

// PERS-04: writes wait a second; a page being hidden or closed writes what is waiting now.
const flush = () => {
  if (resolver.get(LAZY_MODULES).loaded('persistence')) void resolver.get(PERSISTENCE.Service).flush();
};
addEventListener('pagehide', flush);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});
