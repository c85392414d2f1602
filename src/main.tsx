// Stage 2 (the container, boot and the whole app) is asked for before anything else runs: it downloads while
// stage 1 below paints the first screen.
const stage2 = import('./app-start');

import { LOCALE_QUERY_PARAM } from '../core/api/constants';
import { readBuildKind } from '../core/app';
import { resolveColorScheme } from '../core/theme';
import '../ui/theme/global-styles';
import { CookieSessionHint } from '../adapters/auth-gateway/cookie-session-hint';
import { DISCOVER_PRELOAD_ID, discoverPreloads, firstScreen, START_PRELOAD_ID, startPreloads } from './discover-preload';
import { paintFirst } from './first-paint';
import { warmIntl } from './warm-intl';
import { yieldToMain } from './yield-to-main';

// The browser's lists of the languages its number and date formats have, which the first render would build, are
// built off this thread from now on, while everything below goes on.
void warmIntl();

// The modules above were evaluated in this task; what follows (the hints and the preloads; then the first paint) in
// the next ones: shorter tasks instead of one long one.
await yieldToMain();

const query = new URLSearchParams(globalThis.location.search);

// CONF-10: a `theme` query parameter forces light or dark; otherwise the stylesheet follows the device.
if (query.has('theme')) {
  document.documentElement.dataset.colorScheme = resolveColorScheme(query.get('theme'), matchMedia('(prefers-color-scheme: dark)').matches);
}

// The session hint (the app binds the same adapter), read without the container.
const maybeSignedIn = new CookieSessionHint().maybeSignedIn();
// The chunks boot loads download beside stage 2, and Discover's beside both for a member who opens it, instead of one
// after another.
const listed = (id: string) => document.getElementById(id)?.textContent;
const preloads = [...startPreloads(listed(START_PRELOAD_ID)), ...discoverPreloads(listed(DISCOVER_PRELOAD_ID), maybeSignedIn, location.pathname)];
// One insertion for all of them: each link put in the page on its own costs the start-up a little work.
const links = document.createDocumentFragment();
for (const href of preloads) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  links.append(link);
}
document.head.append(links);
// The links' downloads were asked for in this task; the first paint comes in the next.
await yieldToMain();

const first = firstScreen(maybeSignedIn, location.pathname);
// Stage 1: the loading screen at once, and the landing for a visitor on the root (hydrated when the server sent it
// drawn), before the app has booted.
const firstPaint = paintFirst(document.getElementById('root')!, {
  landing: first === 'landing',
  localeFromQuery: query.get(LOCALE_QUERY_PARAM),
  platformLanguages: navigator.languages ?? [navigator.language],
  // PUR-46, LAND-02: the kind of build, as the app binds it (APP.BuildKind).
  build: readBuildKind(import.meta.env['VITE_BUILD_KIND']),
});

// Stage 2's modules are evaluated in one task; the container and boot start in the next (two shorter tasks).
stage2.then(
  ({ startApp }) => yieldToMain().then(() => startApp({ query, first, firstPaint })),
  (error: unknown) => {
    firstPaint.abandon();
    console.error('the app failed to load', error);
  },
);
