import type { Container, ContainerModule } from 'inversify';
import { token } from '../core/shared';

/**
 * Core modules that are not needed for the first screen: each is its own chunk, loaded into the container the
 * first time something needs it (the sign-in flow when the login modal opens, realtime, matches and chat when a
 * member signs in;
 * the stored slices, the session tracker and the start-up settings loader at start, beside the first paint).
 * They are ordinary ContainerModules, bound the same way as the others.
 */
export const LAZY_MODULE_LOADERS = {
  loginFlow: () => import('./modules/login-flow.module').then((m) => m.loginFlowModule),
  realtime: () => import('./modules/realtime.module').then((m) => m.realtimeModule),
  location: () => import('./modules/location.module').then((m) => m.locationModule),
  persistence: () => import('./modules/persistence.module').then((m) => m.persistenceModule),
  sessionTracking: () => import('./modules/session-tracking.module').then((m) => m.sessionTrackingModule),
  startupLoad: () => import('./modules/startup-load.module').then((m) => m.startupLoadModule),
  recs: () => import('./modules/recs.module').then((m) => m.recsModule),
  matches: () => import('./modules/matches.module').then((m) => m.matchesModule),
  devices: () => import('./modules/devices.module').then((m) => m.devicesModule),
  media: () => import('./modules/media.module').then((m) => m.mediaModule),
  settings: () => import('./modules/settings.module').then((m) => m.settingsModule),
  profileEdit: () => import('./modules/profile-edit.module').then((m) => m.profileEditModule),
  bans: () => import('./modules/bans.module').then((m) => m.bansModule),
  onboarding: () => import('./modules/onboarding.module').then((m) => m.onboardingModule),
  postLogin: () => import('./modules/post-login.module').then((m) => m.postLoginModule),
  privacy: () => import('./modules/privacy.module').then((m) => m.privacyModule),
  likes: () => import('./modules/likes.module').then((m) => m.likesModule),
  explore: () => import('./modules/explore.module').then((m) => m.exploreModule),
  purchase: () => import('./modules/purchase.module').then((m) => m.purchaseModule),
  offers: () => import('./modules/offers.module').then((m) => m.offersModule),
} as const satisfies Record<string, () => Promise<ContainerModule>>;

export type LazyModuleName = keyof typeof LAZY_MODULE_LOADERS;

export const isLazyModuleName = (name: string): name is LazyModuleName => Object.hasOwn(LAZY_MODULE_LOADERS, name);

/** Loads a lazy module into the container once; later calls wait for the same load. */
export class LazyModules {
  readonly #loading = new Map<LazyModuleName, Promise<void>>();
  readonly #loaded = new Set<LazyModuleName>();

  constructor(
    private readonly container: Container,
    /** The platform's adapters of these modules, loaded with them. */
    private readonly adapters: Partial<Record<LazyModuleName, () => Promise<ContainerModule>>> = {},
  ) {}

  /** Whether a module has finished loading. */
  loaded(name: LazyModuleName): boolean {
    return this.#loaded.has(name);
  }

  ensure(name: LazyModuleName): Promise<void> {
    let loading = this.#loading.get(name);
    if (!loading) {
      const adapters = this.adapters[name];
      loading = Promise.all([LAZY_MODULE_LOADERS[name](), adapters?.()]).then(([module, adapterModule]) => {
        if (adapterModule) this.container.load(adapterModule);
        this.container.load(module);
        this.#loaded.add(name);
      });
      this.#loading.set(name, loading);
    }
    return loading;
  }
}

export const LAZY_MODULES = token<LazyModules>('src.LazyModules');

/** A part loaded once on demand and held from then on: `ifLoaded` answers it at once when it is there. */
export interface LazyPart<T> {
  load(): Promise<T>;
  ifLoaded(): T | undefined;
}

const lazyPart = <T>(load: () => Promise<T>): LazyPart<T> => {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          // A failed download may be tried again.
          loading = undefined;
          throw error;
        },
      )),
    ifLoaded: () => value,
  };
};

/**
 * Pure parts of core modules that are not needed for the first screen and bind nothing: each is its own chunk,
 * loaded the first time it is needed (the same for every container).
 */
export const LAZY_PARTS = {
  /** ERR-01, ERR-03, ERR-04: the error catalogue that reads a failed call for its log, at the first failure. */
  failureLog: lazyPart(() => import('../core/api/log-failures')),
  /** ROUTE-32: a deep link's reader, when a deep-link route is entered. */
  deepLinkReader: lazyPart(() => import('../core/routing/deep-link-reader')),
};
