import { ContainerModule } from 'inversify';
import { NAVIGATION } from '../../core/navigation';
import { SHARED } from '../../core/shared';
import { FakeTime, MemoryLogger, MemoryStorage, SeededRandom, SequentialIds } from '../../core/shared/testing';

/** The in-memory fakes a test, a preview or a contributor drives by hand. */
export interface Fakes {
  readonly time: FakeTime;
  readonly random: SeededRandom;
  readonly ids: SequentialIds;
  readonly logger: MemoryLogger;
  readonly storage: MemoryStorage;
  path: string;
}

/** The fake adapter set: the same container, every port bound to an in-memory fake. */
export function fakeAdapters(initialPath = '/app'): { module: ContainerModule; fakes: Fakes } {
  const fakes: Fakes = {
    time: new FakeTime(),
    random: new SeededRandom(7),
    ids: new SequentialIds(),
    logger: new MemoryLogger(),
    storage: new MemoryStorage(),
    path: initialPath,
  };
  const module = new ContainerModule(({ bind }) => {
    bind(SHARED.Clock).toConstantValue(fakes.time);
    bind(SHARED.Scheduler).toConstantValue(fakes.time);
    bind(SHARED.Random).toConstantValue(fakes.random);
    bind(SHARED.IdGenerator).toConstantValue(fakes.ids);
    bind(SHARED.Logger).toConstantValue(fakes.logger);
    bind(SHARED.KeyValueStorage).toConstantValue(fakes.storage);
    bind(NAVIGATION.CurrentPath).toConstantValue({ current: () => fakes.path });
  });
  return { module, fakes };
}
