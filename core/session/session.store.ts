import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { IdleState, SessionSource } from './idle';

/** The app session: new on every app load (SESS-01). */
export interface AppSession {
  readonly id: string;
  readonly startedAt: number;
}

/** The current user session as others see it. */
export interface UserSessionView {
  readonly id: string;
  readonly startedAt: number;
}

/** SESS-01: everything the session module tracks, in one snapshot. Null fields are not known yet (before start). */
export interface SessionTracking {
  readonly appSessionId: string;
  readonly appSessionStartedAt: number;
  readonly userSessionId: string | null;
  readonly userSessionStartedAt: number | null;
  readonly persistentDeviceId: string | null;
  /** The last refreshing activity, published at most once per throttle period (SESS-03). */
  readonly lastActivity: number | null;
  readonly isExpired: boolean;
  readonly source: SessionSource;
}

/** SESS-01: the session state as signals. Written by SessionTracker, read by everyone else. */
export class SessionStore {
  readonly #userSession = signal<UserSessionView | null>(null);
  readonly #persistentDeviceId = signal<string | null>(null);
  readonly #lastActivity = signal<number | null>(null);
  readonly #isExpired = signal(false);
  readonly #source = signal<SessionSource>('in-app');

  readonly appSession: AppSession;
  readonly userSession: ReadonlySignal<UserSessionView | null> = this.#userSession;
  readonly persistentDeviceId: ReadonlySignal<string | null> = this.#persistentDeviceId;
  readonly lastActivity: ReadonlySignal<number | null> = this.#lastActivity;
  readonly isExpired: ReadonlySignal<boolean> = this.#isExpired;
  readonly source: ReadonlySignal<SessionSource> = this.#source;
  readonly tracking: ReadonlySignal<SessionTracking>;

  /** One store per app load, so the app session it is given is this load's. */
  constructor(appSession: AppSession) {
    this.appSession = appSession;
    this.tracking = computed(() => {
      const user = this.#userSession.value;
      return {
        appSessionId: appSession.id,
        appSessionStartedAt: appSession.startedAt,
        userSessionId: user?.id ?? null,
        userSessionStartedAt: user?.startedAt ?? null,
        persistentDeviceId: this.#persistentDeviceId.value,
        lastActivity: this.#lastActivity.value,
        isExpired: this.#isExpired.value,
        source: this.#source.value,
      };
    });
  }

  setPersistentDeviceId(id: string): void {
    this.#persistentDeviceId.value = id;
  }

  /** A user session began or was resumed, with its last activity. */
  setUserSession(session: UserSessionView, lastActivity: number): void {
    batch(() => {
      this.#userSession.value = { id: session.id, startedAt: session.startedAt };
      this.#lastActivity.value = lastActivity;
    });
  }

  publishActivity(at: number): void {
    this.#lastActivity.value = at;
  }

  setIdle(state: IdleState): void {
    batch(() => {
      this.#isExpired.value = state.isExpired;
      this.#source.value = state.source;
    });
  }
}
