import { ContainerModule } from 'inversify';
import { STARTUP, StartupStore } from '../../core/startup';
import { provide } from './provide';

/** Binds the start-up settings store (routes read the levers from the first screen on); the loader loads on its own. */
export const startupModule = new ContainerModule(({ bind }) => {
  provide(bind, STARTUP.Store, () => new StartupStore(), []);
});
