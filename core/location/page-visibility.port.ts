import type { Unsubscribe } from '../shared';

/** Whether the app is in front of the member (a visible browser tab, a foreground app). */
export interface PageVisibilityPort {
  isVisible(): boolean;
  /** Called with the new visibility each time it changes. */
  subscribe(listener: (visible: boolean) => void): Unsubscribe;
}
