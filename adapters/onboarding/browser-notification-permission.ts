import type { NotificationPermissionAnswer, NotificationPermissionPort } from '../../core/onboarding';

/** ONB-16: the browser's notification prompt (`Notification.requestPermission`); 'unsupported' where there is none. */
export class BrowserNotificationPermission implements NotificationPermissionPort {
  async request(): Promise<NotificationPermissionAnswer> {
    if (typeof Notification === 'undefined' || typeof Notification.requestPermission !== 'function') return 'unsupported';
    try {
      return await Notification.requestPermission();
    } catch {
      return 'unsupported';
    }
  }
}
