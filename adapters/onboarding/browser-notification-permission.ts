import type { NotificationPermissionAnswer, NotificationPermissionPort } from '../../core/onboarding';

/** The part of the browser's `Notification` this adapter uses. */
export interface NotificationLike {
  requestPermission(): Promise<NotificationPermissionAnswer>;
}

/**
 * ONB-16: the browser's notification prompt (`Notification.requestPermission`); 'unsupported' where there is none
 * (a platform without `Notification`, as Node, or one passed as undefined).
 */
export class BrowserNotificationPermission implements NotificationPermissionPort {
  constructor(private readonly notification: NotificationLike | undefined = (globalThis as { Notification?: NotificationLike }).Notification) {}

  async request(): Promise<NotificationPermissionAnswer> {
    if (this.notification === undefined || typeof this.notification.requestPermission !== 'function') return 'unsupported';
    try {
      return await this.notification.requestPermission();
    } catch {
      return 'unsupported';
    }
  }
}
