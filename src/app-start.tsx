import { LOCALE_QUERY_PARAM } from '../core/api/constants';
import { APP } from '../core/app';
import { PERSISTENCE } from '../core/persistence';
import { firstScreen, ROUTING } from '../core/routing';
import { App, preloadFirstScreen, preloadModalManager, preloadRouteScreens } from '../ui/app/App';
import { releaseDrawnScreen } from '../ui/app/drawn-screen';
import { whenIdle } from '../ui/hooks/use-idle';
import { browserAdapters } from './adapter-sets/browser';
import { boot } from './boot';
import { asResolver, createContainer } from './container';
import type { FirstPaint } from './first-paint';
import { LAZY_MODULES } from './lazy-modules';
import { yieldToMain } from './yield-to-main';

export interface AppStartOptions {
  readonly query: URLSearchParams;
  /** The screen the page will most probably show first (src/discover-preload.ts). */
  readonly first: 'recs' | 'landing' | null;
  /** What stage 1 painted, which the app takes over. */
  readonly firstPaint: FirstPaint;
}

/**
 * Stage 2 of the start (APP-01), a chunk of its own that the start-up script asks for first thing: the container
 * with every module wired, boot(), and the whole app, which takes the root over from stage 1 (src/first-paint.tsx).
 * On the landing it does so once its own landing can render at once, with the same markup: nothing moves or flashes.
 */
export async function startApp({ query, first, firstPaint }: AppStartOptions): Promise<void> {
  const resolver = asResolver(createContainer(browserAdapters()));
  // Building the container is one task, the preloads and boot the next.
  await yieldToMain();

  // The first screen (and, for Discover, its core module) is asked for now, so that it is there by the first render.
  if (first !== null) void preloadFirstScreen(first);
  // Any other page's screen comes from the table of the other routes' screens (its own chunk): asked for now when the
  // page opened is one of them, once the first screen is idle otherwise.
  else void preloadRouteScreens();
  preloadModalManager();
  if (first === 'recs') {
    void resolver.get(LAZY_MODULES).ensure('recs').catch(() => undefined);
    // A member's post-login steps wait for Discover's first cards (core/app's FirstScreenGate).
    resolver.get(APP.FirstScreen).hold();
  }
  // The preloads above are one task (each chunk's download asked for), boot the next.
  await yieldToMain();

  // PERS-04: writes wait a second; a page being hidden or closed writes what is waiting now.
  const flush = () => {
    if (resolver.get(LAZY_MODULES).loaded('persistence')) void resolver.get(PERSISTENCE.Service).flush();
  };
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  await boot(resolver, {
    localeFromQuery: query.get(LOCALE_QUERY_PARAM),
    platformLanguages: navigator.languages ?? [navigator.language],
  }).catch(() => undefined);
  // The landing painted by stage 1 stays until the app's own landing (its chunk and its messages) is there.
  if (first === 'landing') await Promise.all([preloadFirstScreen('landing'), firstPaint.landing]);
  firstPaint.takeOver((root) => root.render(<App resolver={resolver} />));
  // A Discover the server drew with the member's first card stays over the app until the app shows its own (and is
  // hidden at once when the app's page is another screen; out of the page when idle).
  const router = resolver.get(ROUTING.Store);
  releaseDrawnScreen(resolver.get(APP.FirstScreen).passed(), () => firstScreen(true, router.location.value.pathname) === 'recs');
  // The other routes' screens once the first screen has had what it needs (at the latest after 2 s).
  whenIdle(() => void preloadRouteScreens());
}
