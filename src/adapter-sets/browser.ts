import { ContainerModule } from 'inversify';
import { NAVIGATION } from '../../core/navigation';
import { SHARED } from '../../core/shared';
import { consoleLogger } from '../../adapters/platform/console-logger';
import { cryptoIds, cryptoRandom } from '../../adapters/platform/crypto-random';
import { globalScheduler } from '../../adapters/platform/global-scheduler';
import { systemClock } from '../../adapters/platform/system-clock';
import { LocalStorageKeyValueStorage } from '../../adapters/storage/local-storage';

/** The real adapters, for the browser. */
export const browserAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(SHARED.Clock).toConstantValue(systemClock);
    bind(SHARED.Scheduler).toConstantValue(globalScheduler);
    bind(SHARED.Random).toConstantValue(cryptoRandom);
    bind(SHARED.IdGenerator).toConstantValue(cryptoIds);
    bind(SHARED.Logger).toConstantValue(consoleLogger(import.meta.env.DEV ? 'debug' : 'warn'));
    bind(SHARED.KeyValueStorage).toConstantValue(new LocalStorageKeyValueStorage());
    bind(NAVIGATION.CurrentPath).toConstantValue({ current: () => globalThis.location.pathname });
  });
