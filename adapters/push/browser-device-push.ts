import type { DevicePushPort, PushPermission, PushSubscriptionInfo } from '../../core/push';
import { err, ok, type AppError, type Result } from '../../core/shared';

/** The service worker's fixed path (public/sw.js, served under the app's base); its scope is the app. */
export const SERVICE_WORKER_URL = '/app/sw.js';

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

const infoOf = (subscription: PushSubscription): PushSubscriptionInfo | null => {
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, p256dh, auth } : null;
};

/**
 * SET-11 in a browser: the Notification permission, the service worker at SERVICE_WORKER_URL and its PushManager.
 * The browser's globals are parameters (their defaults are the page's), so a test or another shell passes its own.
 */
export class BrowserDevicePush implements DevicePushPort {
  constructor(
    private readonly navigator: Navigator | undefined = globalThis.navigator,
    private readonly notification: typeof Notification | undefined = globalThis.Notification,
    private readonly scriptUrl: string = SERVICE_WORKER_URL,
  ) {}

  #supported(): boolean {
    return this.navigator?.serviceWorker !== undefined && this.notification !== undefined && typeof globalThis.PushManager !== 'undefined';
  }

  permission(): PushPermission {
    return this.#supported() ? (this.notification!.permission as PushPermission) : 'unsupported';
  }

  async requestPermission(): Promise<PushPermission> {
    if (!this.#supported()) return 'unsupported';
    return (await this.notification!.requestPermission()) as PushPermission;
  }

  async #existing(): Promise<ServiceWorkerRegistration | undefined> {
    return this.#supported() ? this.navigator!.serviceWorker.getRegistration(this.scriptUrl) : undefined;
  }

  async subscription(): Promise<PushSubscriptionInfo | null> {
    const found = await (await this.#existing())?.pushManager.getSubscription();
    return found ? infoOf(found) : null;
  }

  async subscribe(publicKey: string): Promise<Result<PushSubscriptionInfo, AppError>> {
    if (!this.#supported()) return err({ code: 'PUSH.UNSUPPORTED' });
    try {
      await this.navigator!.serviceWorker.register(this.scriptUrl);
      const registration = await this.navigator!.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) });
      const info = infoOf(subscription);
      return info ? ok(info) : err({ code: 'PUSH.SUBSCRIBE_FAILED' });
    } catch (e) {
      return err({ code: 'PUSH.SUBSCRIBE_FAILED', message: String(e) });
    }
  }

  async unsubscribe(): Promise<void> {
    try {
      const found = await (await this.#existing())?.pushManager.getSubscription();
      await found?.unsubscribe();
    } catch {
      // Nothing to drop.
    }
  }
}
