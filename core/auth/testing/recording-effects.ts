import type { AuthAnalyticsPort, AuthEvent, AuthModals, AuthNavigator } from '../auth-effects.port';
import type { FunnelEvent, FunnelSinkPort } from '../funnel-analytics';

/** Records where auth sent the member, in order. */
export class RecordingNavigator implements AuthNavigator {
  readonly visits: string[] = [];
  pending: string | undefined;
  toLogin() {
    this.visits.push('login');
  }
  toRecs() {
    this.visits.push('recs');
  }
  toOnboarding() {
    this.visits.push('onboarding');
  }
  toVerify(reason: string) {
    this.visits.push(`verify/${reason}`);
  }
  toPath(path: string) {
    this.visits.push(path);
  }
  pendingRedirect() {
    return this.pending;
  }
  clearPendingRedirect() {
    this.pending = undefined;
  }
}

/** Records auth's events (as the analytics port) or the funnel events (as the funnel sink), in order. */
export class RecordingAnalytics implements AuthAnalyticsPort, FunnelSinkPort {
  readonly events: Array<AuthEvent | FunnelEvent> = [];
  track(event: AuthEvent) {
    this.events.push(event);
  }
  send(event: FunnelEvent) {
    this.events.push(event);
  }
}

/** The modal manager as auth sees it; given the modal queue, clearing empties it too, as the real binding does. */
export class FakeAuthModals implements AuthModals {
  open: string[] = [];
  clears = 0;
  constructor(private readonly queue?: { clear(): void; readonly current: { readonly value: unknown } }) {}
  clear() {
    this.open = [];
    this.clears += 1;
    this.queue?.clear();
  }
  openLogin() {
    this.open.push('login');
  }
  isAnyOpen() {
    return this.open.length > 0 || (this.queue !== undefined && this.queue.current.value !== undefined);
  }
  openDeviceFlagged() {
    this.open.push('device-flagged');
  }
}
