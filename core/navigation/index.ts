/**
 * core/navigation — the navigation order and badge (NAV-01..03), the modal queue (NAV-13), in-app notifications
 * and where they are suppressed (NAV-16).
 * Needs: Clock and Scheduler (notification lifetimes) and the CurrentPathPort.
 * Exposes: pure rules, ModalStore, NotificationStore and their tokens.
 */
import { token } from '../shared';
import type { CurrentPathPort } from './current-path.port';
import type { ModalStore } from './modal.store';
import type { NotificationStore } from './notification.store';

export * from './bottom-nav';
export * from './modal-queue';
export * from './notification-suppression';
export type { CurrentPathPort } from './current-path.port';
export { ModalStore } from './modal.store';
export { NotificationStore, type AppNotification, type NotificationInput, type NotificationTone } from './notification.store';

export const NAVIGATION = {
  CurrentPath: token<CurrentPathPort>('navigation.CurrentPath'),
  Modals: token<ModalStore>('navigation.Modals'),
  Notifications: token<NotificationStore>('navigation.Notifications'),
} as const;
