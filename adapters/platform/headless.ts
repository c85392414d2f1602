import type { ConnectivityPort, UpdatePort } from '../../core/app';
import type { SessionHintPort } from '../../core/auth';

/**
 * The platform of a shell without a page (the headless Node client): always online as far as it can tell (a
 * timeout still shows in the connectivity state, APP-05), no app update to wait for, and a session hint that is
 * what the shell was started with.
 */
export const alwaysOnline: ConnectivityPort = {
  isOnline: () => true,
  subscribe: () => () => undefined,
};

export const noAppUpdates: UpdatePort = {
  onUpdateWaiting: () => () => undefined,
  reload: () => undefined,
};

/** Whether the shell started with a refresh token to resume; a refused one is forgotten. */
export class StartedSessionHint implements SessionHintPort {
  constructor(private present: boolean) {}

  maybeSignedIn(): boolean {
    return this.present;
  }

  forget(): void {
    this.present = false;
  }
}
