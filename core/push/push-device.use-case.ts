import { err, ok, type AppError, type Result } from '../shared';
import type { DevicePushPort, PushApiPort } from './push.port';
import type { PushStore } from './push.store';

/** The person said no in the browser's question (or earlier). */
export const PUSH_DENIED = 'PUSH.DENIED';
/** This browser cannot take push notifications. */
export const PUSH_UNSUPPORTED = 'PUSH.UNSUPPORTED';

export interface PushDeviceDeps {
  readonly device: DevicePushPort;
  readonly api: PushApiPort;
  readonly store: PushStore;
  /** The device parameter the server keeps the subscription under (this device's id). */
  readonly deviceParam: () => string;
  /** The app's language, for the words of the notifications. */
  readonly language: () => string;
}

/**
 * SET-11: push notifications on this device. `refresh` reads the state without asking anything; `enable` is only
 * called from the member's explicit action: it asks the browser's permission, subscribes with the server's public
 * key and registers the subscription; `disable` unregisters and unsubscribes; at sign-out the device's subscription
 * is dropped (the server forgets the device when the session ends).
 */
export class PushDeviceUseCase {
  constructor(private readonly deps: PushDeviceDeps) {}

  async refresh(): Promise<void> {
    const { device, store } = this.deps;
    const permission = device.permission();
    if (permission === 'unsupported') return store.set({ kind: 'unsupported' });
    if (permission === 'denied') return store.set({ kind: 'denied' });
    store.set(permission === 'granted' && (await device.subscription()) !== null ? { kind: 'on' } : { kind: 'off' });
  }

  async enable(): Promise<Result<void, AppError>> {
    const { device, api, store } = this.deps;
    const before = device.permission();
    if (before === 'unsupported') {
      store.set({ kind: 'unsupported' });
      return err({ code: PUSH_UNSUPPORTED });
    }
    store.set({ kind: 'working' });
    const permission = before === 'granted' ? before : await device.requestPermission();
    if (permission !== 'granted') {
      store.set(permission === 'denied' ? { kind: 'denied' } : { kind: 'off', failed: PUSH_DENIED });
      return err({ code: PUSH_DENIED });
    }
    const key = await api.publicKey();
    const subscription = key.ok ? await device.subscribe(key.value) : key;
    const registered = subscription.ok ? await api.register(this.deps.deviceParam(), subscription.value, this.deps.language()) : subscription;
    if (!registered.ok) {
      if (subscription.ok) await device.unsubscribe();
      store.set({ kind: 'off', failed: registered.error.code });
      return registered;
    }
    store.set({ kind: 'on' });
    return ok(undefined);
  }

  async disable(): Promise<Result<void, AppError>> {
    const { device, api, store } = this.deps;
    store.set({ kind: 'working' });
    const removed = await api.unregister(this.deps.deviceParam());
    // Not registered (404) is what was wanted.
    if (!removed.ok && removed.error.code !== 40400 && removed.error.code !== 404) {
      store.set({ kind: 'on' });
      return removed;
    }
    await device.unsubscribe();
    store.set({ kind: 'off' });
    return ok(undefined);
  }

  /** At sign-out: this device stops taking the member's notifications. */
  async signedOut(): Promise<void> {
    await this.deps.device.unsubscribe();
    this.deps.store.set({ kind: 'unknown' });
  }
}
