import type { ConnectivityPort } from '../../core/app';
import type { Unsubscribe } from '../../core/shared';

/** The part of `navigator` this adapter reads. */
export interface OnLineNavigator {
  readonly onLine: boolean;
}

/** The part of `window` this adapter uses: where `online` and `offline` events arrive. */
export interface ConnectivityEventSource {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * APP-05: ConnectivityPort over `navigator.onLine` and the window's `online`/`offline` events. Without a
 * navigator the device counts as online, so requests are tried and their outcome decides.
 */
export class NavigatorConnectivity implements ConnectivityPort {
  constructor(
    private readonly navigator: OnLineNavigator | undefined,
    private readonly window: ConnectivityEventSource | undefined,
  ) {}

  isOnline(): boolean {
    return this.navigator?.onLine ?? true;
  }

  subscribe(listener: (online: boolean) => void): Unsubscribe {
    const source = this.window;
    if (!source) return () => {};
    let last = this.isOnline();
    // The event's type is the news; listeners hear changes only, even if an event repeats the state.
    const hear = (online: boolean): void => {
      if (online === last) return;
      last = online;
      listener(online);
    };
    const onOnline = (): void => hear(true);
    const onOffline = (): void => hear(false);
    source.addEventListener('online', onOnline);
    source.addEventListener('offline', onOffline);
    return () => {
      source.removeEventListener('online', onOnline);
      source.removeEventListener('offline', onOffline);
    };
  }
}
