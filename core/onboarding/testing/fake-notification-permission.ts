import type { NotificationPermissionAnswer, NotificationPermissionPort } from '../pages-queue.store';

/** ONB-16: a notification prompt that answers what the test set, and counts how often it was asked. */
export class FakeNotificationPermission implements NotificationPermissionPort {
  answer: NotificationPermissionAnswer = 'granted';
  asked = 0;

  async request(): Promise<NotificationPermissionAnswer> {
    this.asked += 1;
    return this.answer;
  }
}
