import { effect } from '@preact/signals-core';
import { APP } from '../core/app';
import { AUTH } from '../core/auth';
import { I18N } from '../core/i18n';
import { PERSISTENCE } from '../core/persistence';
import { ROUTING } from '../core/routing';
import { SESSION } from '../core/session';
import { SHARED, type Resolver } from '../core/shared';
import { STARTUP, STARTUP_WAIT_MS } from '../core/startup';
import { LAZY_MODULES } from './lazy-modules';

export interface BootOptions {
  /** A `locale` query value, if the page was opened with one. */
  readonly localeFromQuery: string | null;
  /** The platform's preferred languages, best first. */
  readonly platformLanguages: readonly string[];
}

/**
 * The start-up sequence (APP-01), the same in the browser and in tests: the language, sessions and the active tab,
 * connectivity and updates, the route guards (which wait until auth has decided), the app settings and pre-auth
 * levers (LEV-07: before the auth decision), then the session restore. Resolves once the first screen can be
 * shown; the settings, the restore and the stored slices load in the background, and the sign-in flow loads the
 * first time the login modal is asked for.
 */
export async function boot(resolver: Resolver, options: BootOptions): Promise<{ readonly restored: Promise<void> }> {
  const loading = resolver.get(APP.LoadingStore);
  const lazy = resolver.get(LAZY_MODULES);
  loading.record('app-start');
  await resolver.get(I18N.Locale).initialise(options.localeFromQuery, options.platformLanguages);
  // SESS: the tracker (its own chunk) starts first: every request carries its session ids.
  const tracking = lazy.ensure('sessionTracking').then(() => resolver.get(SESSION.Tracker).start());
  resolver.get(SESSION.ActiveTab).start();
  resolver.get(APP.ConnectivityMonitor).start();
  resolver.get(APP.AppUpdate).start();
  resolver.get(ROUTING.GuardNavigation).start();

  const launcher = resolver.get(AUTH.LoginLauncher);
  effect(() => {
    if (launcher.needsFlow.value) void lazy.ensure('loginFlow').then(() => launcher.attach(resolver.get(AUTH.LoginFlow)));
  });

  // PERS-02: the stored slices rehydrate once, off the path of the first screen.
  void lazy.ensure('persistence').then(() => resolver.get(PERSISTENCE.Service).rehydrate());

  // The lever request carries the persistent device id, which the session tracker reads first. The auth decision
  // waits for the settings (LEV-07), but never longer than STARTUP_WAIT_MS, and goes on if they fail: a slow or
  // broken provider must not send a member away before the guards' timeout.
  const logger = resolver.get(SHARED.Logger);
  const scheduler = resolver.get(SHARED.Scheduler);
  const loadSettings = () => lazy.ensure('startupLoad').then(() => resolver.get(STARTUP.Load).execute());
  const settings = tracking.then(loadSettings, loadSettings).catch((error: unknown) => logger.log('error', 'start-up settings failed to load', { error: String(error) }));
  const settingsOrDeadline = new Promise<void>((resolve) => {
    const deadline = scheduler.setTimeout(() => {
      logger.log('warn', 'start-up settings are slow; deciding sign-in without them', { waitedMs: STARTUP_WAIT_MS });
      resolve();
    }, STARTUP_WAIT_MS);
    void settings.then(() => {
      scheduler.clearTimeout(deadline);
      resolve();
    });
  });
  // The refresh a returning member's restore needs goes out beside the settings; only the decision waits for them.
  const restore = resolver.get(AUTH.RestoreSession);
  void tracking.then(
    () => restore.prefetch(),
    () => restore.prefetch(),
  );
  const restored = settingsOrDeadline
    .then(() => restore.execute())
    .then(
      () => loading.record(resolver.get(AUTH.Session).loggedIn.value ? 'login-succeeded' : 'completed'),
      () => loading.record('login-failed'),
    );
  return { restored };
}
