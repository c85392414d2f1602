import type { AuthAnalyticsPort, AuthEvent } from './auth-effects.port';
import type { AuthSessionStore } from './auth-session.store';

/** ANA-11: a funnel event as it leaves the app: what happened, and the funnel session it belongs to. */
export type FunnelEvent = AuthEvent & { readonly funnelSessionId: string };

/** Where funnel events go (the event-tracking endpoint, or the log until one is configured). */
export interface FunnelSinkPort {
  send(event: FunnelEvent): void;
}

/**
 * ANA-11: auth's events (the sign-in, sign-out and token-expired decisions, the login and new-user events of
 * finalising, logout) stamped with the funnel session id of the moment, which survives login starts (AUTH-21)
 * and is the same one every request carries in its header.
 */
export class FunnelAnalytics implements AuthAnalyticsPort {
  constructor(
    private readonly sink: FunnelSinkPort,
    private readonly session: Pick<AuthSessionStore, 'state'>,
  ) {}

  track(event: AuthEvent): void {
    this.sink.send({ ...event, funnelSessionId: this.session.state.peek().funnelSessionId });
  }
}
