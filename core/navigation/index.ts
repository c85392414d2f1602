/**
 * core/navigation — the navigation order and badges (NAV-01..03), the matches dot and the unread counts behind it
 * (NAV-05), which global overlays are mounted (NAV-12), the modal queue (NAV-13), in-app notifications and where they
 * are suppressed (NAV-16).
 * Needs: Clock and Scheduler (notification lifetimes) and the CurrentPathPort; the unread counts from the matches and
 * chat modules (written into InboxBadgeStore).
 * Exposes: pure rules, ModalStore, NotificationStore, InboxBadgeStore and their tokens.
 */
import { token } from '../shared';
import type { CurrentPathPort } from './current-path.port';
import type { InboxBadgeStore } from './inbox-badge.store';
import type { ModalStore } from './modal.store';
import type { NotificationStore } from './notification.store';

export * from './bottom-nav';
export * from './global-overlays';
export * from './inbox-badge';
export * from './modal-queue';
export * from './notification-suppression';
export type { CurrentPathPort } from './current-path.port';
export { InboxBadgeStore } from './inbox-badge.store';
export { ModalStore } from './modal.store';
export { NotificationStore, type AppNotification, type NotificationInput, type NotificationTone } from './notification.store';

export const NAVIGATION = {
  CurrentPath: token<CurrentPathPort>('navigation.CurrentPath'),
  Modals: token<ModalStore>('navigation.Modals'),
  Notifications: token<NotificationStore>('navigation.Notifications'),
  InboxBadge: token<InboxBadgeStore>('navigation.InboxBadge'),
} as const;
