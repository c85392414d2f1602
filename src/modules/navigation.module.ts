import { ContainerModule } from 'inversify';
import { InboxBadgeStore, ModalStore, NAVIGATION, NotificationStore } from '../../core/navigation';
import { SHARED } from '../../core/shared';
import { provide } from './provide';

/** Binds the navigation stores. */
export const navigationModule = new ContainerModule(({ bind }) => {
  provide(bind, NAVIGATION.Modals, () => new ModalStore(), []);
  provide(bind, NAVIGATION.InboxBadge, () => new InboxBadgeStore(), []);
  provide(bind, NAVIGATION.Notifications, (clock, scheduler, path) => new NotificationStore(clock, scheduler, path), [
    SHARED.Clock,
    SHARED.Scheduler,
    NAVIGATION.CurrentPath,
  ]);
});
