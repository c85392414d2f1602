import type { Resolver } from '../../core/shared';
import { fakeAdapters, type Fakes } from '../adapter-sets/fake';
import { asResolver, createContainer } from '../container';
import { LAZY_MODULE_LOADERS, LAZY_MODULES, LAZY_PARTS, type LazyModuleName } from '../lazy-modules';

/**
 * The real container on the fake adapter set, opened at `href`, with every lazily loaded module and part already in:
 * loading a chunk takes real time, which a test on fake time would otherwise wait for while its clock stands
 * still. `setup` prepares the fakes before anything is built.
 */
export const fakeApp = async (href: string, setup: (fakes: Fakes) => void = () => undefined): Promise<{ readonly resolver: Resolver; readonly fakes: Fakes }> => {
  const { adapters, fakes } = fakeAdapters(href);
  setup(fakes);
  const resolver = asResolver(createContainer(adapters));
  const lazy = resolver.get(LAZY_MODULES);
  await Promise.all([...(Object.keys(LAZY_MODULE_LOADERS) as LazyModuleName[]).map((name) => lazy.ensure(name)), ...Object.values(LAZY_PARTS).map((part) => part.load())]);
  return { resolver, fakes };
};
