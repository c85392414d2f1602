import { ContainerModule } from 'inversify';
import { APP, AppUpdate, ConnectivityMonitor, ConnectivityStore, FirstScreenGate, LoadingStore, UpdateStore } from '../../core/app';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the loading counter (APP-02), connectivity (APP-05), the update prompt (APP-03) and the first screen's gate. */
export const appModule = new ContainerModule(({ bind }) => {
  provide(bind, APP.LoadingStore, (logger) => new LoadingStore(logger), [SHARED.Logger]);
  provide(bind, APP.ConnectivityStore, () => new ConnectivityStore(), []);
  provide(bind, APP.ConnectivityMonitor, (port, store) => new ConnectivityMonitor(port, store), [APP.Connectivity, APP.ConnectivityStore]);
  provide(bind, APP.UpdateStore, () => new UpdateStore(), []);
  provide(bind, APP.AppUpdate, (port, store) => new AppUpdate(port, store), [APP.Update, APP.UpdateStore]);
  provide(bind, APP.FirstScreen, (scheduler) => new FirstScreenGate(scheduler), [SHARED.Scheduler]);
});
