import type { AppError, Result } from '../shared';

/** The browser's notification permission; `unsupported` when the browser has no push (or no service worker). */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** A Web Push subscription as the server keeps it: the push service's endpoint and the keys to encrypt for it. */
export interface PushSubscriptionInfo {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** What push needs from the device (the service worker and the Push API in a browser). */
export interface DevicePushPort {
  permission(): PushPermission;
  /** Asks the person; only ever called from their explicit action. */
  requestPermission(): Promise<PushPermission>;
  /** This device's subscription, if it has one. */
  subscription(): Promise<PushSubscriptionInfo | null>;
  /** Subscribes with the server's public (VAPID) key. */
  subscribe(publicKey: string): Promise<Result<PushSubscriptionInfo, AppError>>;
  unsubscribe(): Promise<void>;
}

/** What push needs from the provider (SET-11). */
export interface PushApiPort {
  /** The server's public application server key (base64url). */
  publicKey(): Promise<Result<string, AppError>>;
  register(deviceParam: string, subscription: PushSubscriptionInfo, language: string): Promise<Result<void, AppError>>;
  unregister(deviceParam: string): Promise<Result<void, AppError>>;
}
