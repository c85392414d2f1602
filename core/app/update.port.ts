import type { Unsubscribe } from '../shared';

/** APP-03: a newer version of the app waiting in the background (a service worker or a version check in a browser). */
export interface UpdatePort {
  /** Calls back when a new version is waiting to be used. */
  onUpdateWaiting(callback: () => void): Unsubscribe;
  /** Reloads the app onto the waiting version. */
  reload(): void;
}
