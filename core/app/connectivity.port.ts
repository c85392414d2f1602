import type { Unsubscribe } from '../shared';

/** APP-05: what the device says about its network (in a browser, its online flag and the online/offline events). */
export interface ConnectivityPort {
  isOnline(): boolean;
  /** Called with the new value each time it changes. */
  subscribe(listener: (online: boolean) => void): Unsubscribe;
}
