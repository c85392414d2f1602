import { Container, type ContainerModule } from 'inversify';
import type { Resolver } from '../core/shared';
import { i18nModule } from './modules/i18n.module';
import { navigationModule } from './modules/navigation.module';

/** One ContainerModule per core module; each binds its stores and use-cases as singletons. */
export const CORE_MODULES: readonly ContainerModule[] = [navigationModule, i18nModule];

/**
 * The one container of the app: an adapter set (browser or fake) plus the core modules.
 * Everything is a singleton, so a store is shared by every screen that asks for it.
 */
export function createContainer(adapters: ContainerModule, ...overrides: ContainerModule[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(adapters, ...CORE_MODULES, ...overrides);
  return container;
}

/** The container as the UI sees it: something that resolves tokens. */
export const asResolver = (container: Container): Resolver => ({ get: (token) => container.get(token) });
