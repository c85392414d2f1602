/**
 * core/push — push notifications (SET-11).
 * Owns: what a notification says and where it leads (shared with the server, which sends them), whether the
 * member's preferences let it through, and this device's subscription: permission asked only from the member's
 * action, subscribed with the server's public key, registered, unregistered; its store and use-case.
 * Needs: DevicePushPort (the browser's service worker and Push API), PushApiPort (the provider), the device id and
 * the language. The preferences themselves are core/settings' (SET-01 `pushNotifications`).
 * Exposes: the rules, the ports, the store, the use-case and the PUSH tokens; fakes under ./testing.
 */
import { token } from '../shared';
import type { PushDeviceUseCase } from './push-device.use-case';
import type { DevicePushPort, PushApiPort } from './push.port';
import type { PushStore } from './push.store';

export * from './push-notification';
export type { DevicePushPort, PushApiPort, PushPermission, PushSubscriptionInfo } from './push.port';
export { PushStore, type PushStatus } from './push.store';
export { PushDeviceUseCase, PUSH_DENIED, PUSH_UNSUPPORTED, type PushDeviceDeps } from './push-device.use-case';

export const PUSH = {
  Device: token<DevicePushPort>('push.Device'),
  Api: token<PushApiPort>('push.Api'),
  Store: token<PushStore>('push.Store'),
  UseCase: token<PushDeviceUseCase>('push.UseCase'),
} as const;
