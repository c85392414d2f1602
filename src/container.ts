import { Container, type ContainerModule } from 'inversify';
import { BASE_TIME_UNIT_MS, SHARED, type Resolver } from '../core/shared';
import type { AdapterSet } from './adapter-sets/adapter-set';
import { isLazyModuleName, LAZY_MODULES, LazyModules } from './lazy-modules';
import { apiModule } from './modules/api.module';
import { appModule } from './modules/app.module';
import { authModule } from './modules/auth.module';
import { i18nModule } from './modules/i18n.module';
import { lifecycleModule } from './modules/lifecycle.module';
import { navigationModule } from './modules/navigation.module';
import { onboardingPagesModule } from './modules/onboarding-pages.module';
import { profileModule } from './modules/profile.module';
import { routingModule } from './modules/routing.module';
import { sessionModule } from './modules/session.module';
import { startupModule } from './modules/startup.module';

/**
 * One ContainerModule per core module; each binds its stores and use-cases as singletons. These are loaded at
 * start; the sign-in flow, realtime, location and persistence modules load on demand (see lazy-modules.ts).
 */
export const CORE_MODULES: readonly ContainerModule[] = [
  navigationModule,
  i18nModule,
  sessionModule,
  appModule,
  apiModule,
  startupModule,
  authModule,
  profileModule,
  routingModule,
  lifecycleModule,
  onboardingPagesModule,
];

/**
 * The one container of the app: an adapter set (browser or fake) plus the core modules.
 * Everything is a singleton, so a store is shared by every screen that asks for it.
 */
export function createContainer(adapters: AdapterSet, ...overrides: ContainerModule[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  // CONF-14: the one base time unit; the guards and the location watch read it from here.
  container.bind(SHARED.BaseTimeUnitMs).toConstantValue(BASE_TIME_UNIT_MS);
  container.load(adapters.start, ...CORE_MODULES, ...overrides);
  const lazy = new LazyModules(container, adapters.lazy);
  container.bind(LAZY_MODULES).toConstantValue(lazy);
  container.bind(SHARED.Features).toConstantValue({ load: (feature: string) => (isLazyModuleName(feature) ? lazy.ensure(feature) : Promise.reject(new Error(`no feature ${feature}`))) });
  return container;
}

/** The container as the UI sees it: something that resolves tokens. */
export const asResolver = (container: Container): Resolver => ({ get: (token) => container.get(token) });
