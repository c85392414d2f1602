import type { ContainerModule } from 'inversify';
import type { LazyModuleName } from '../lazy-modules';

/**
 * The adapters of one platform (the browser, the in-memory fakes, a React Native shell): the ports the first
 * screen needs, and the adapters of lazily loaded core modules, which load with those modules.
 */
export interface AdapterSet {
  readonly start: ContainerModule;
  readonly lazy?: Partial<Record<LazyModuleName, () => Promise<ContainerModule>>>;
}
