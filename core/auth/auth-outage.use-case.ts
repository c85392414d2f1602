import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ReauthOutcome } from '../api';
import type { Logger } from '../shared';
import type { AuthFailure } from './auth-answer';
import { isOutageFailure, OUTAGE_MODAL_KINDS, outagePhaseOf, type OutagePhase } from './auth-outage';
import type { AuthSessionStore } from './auth-session.store';

/** The modal queue (NAV-13) as the outage modals use it; the navigation module's ModalStore fits it. */
export interface OutageModalQueue {
  readonly queue: ReadonlySignal<readonly { readonly kind: string }[]>;
  readonly current: ReadonlySignal<{ readonly kind: string } | undefined>;
  open(modal: { readonly kind: string }, options?: { readonly prioritize?: boolean }): void;
  /** Closes the modal on screen (the front of the queue). */
  close(): void;
}

/** Where sign-in calls and refreshes report a failure that may be an outage (AUTH-27). */
export interface OutageReporter {
  /** Records an outage and queues its modal when `failure` is one; answers whether it was. */
  report(phase: OutagePhase, failure: AuthFailure): boolean;
}

export interface AuthOutageDeps {
  readonly session: AuthSessionStore;
  readonly modals: OutageModalQueue;
  /** The device says it is offline: a call that could not leave the device says nothing about the service. */
  readonly isOffline: () => boolean;
  /** Refreshes the auth token (the single-flight refresher). */
  readonly reauthenticate: () => Promise<ReauthOutcome>;
  /** Closes the login modal. */
  readonly closeLogin: () => void;
  readonly logger: Logger;
}

/**
 * AUTH-27: an auth service that fails (5xx, or out of reach) sets `isOutage` and puts the matching outage modal at
 * the front of the modal queue, once. Pre-auth (a sign-in call of the login flow): "Try again" goes back to the
 * login flow, "Close" closes it. Re-auth (the refresh of a signed-in member's token): "Try again" refreshes again.
 * An auth-token success clears `isOutage` (AUTH-22), and with it the modal; so do a new login start (AUTH-21) and
 * signing out.
 */
export class AuthOutageUseCase implements OutageReporter {
  readonly #retrying = signal(false);
  /** A "Try again" refresh is under way. */
  readonly retrying: ReadonlySignal<boolean> = this.#retrying;
  readonly #retryFailed = signal(false);
  /** The last "Try again" did not get through (the UI says so); cleared by the next one. */
  readonly retryFailed: ReadonlySignal<boolean> = this.#retryFailed;
  /** The outage modal on screen, by phase; null while none is. */
  readonly current: ReadonlySignal<OutagePhase | null>;
  /** The pre-auth outage modal is on screen: the login modal shows it in place of its step. */
  readonly holdsLogin: ReadonlySignal<boolean>;
  readonly #stop: () => void;

  constructor(private readonly deps: AuthOutageDeps) {
    const { session, modals } = deps;
    this.current = computed(() => {
      const front = modals.current.value;
      return front && session.state.value.isOutage ? outagePhaseOf(front.kind) : null;
    });
    this.holdsLogin = computed(() => this.current.value === 'pre-auth');
    // The flag is the truth: whenever it is off, an outage modal reaching the front of the queue leaves it.
    this.#stop = effect(() => {
      const front = modals.current.value;
      if (front && outagePhaseOf(front.kind) !== null && !session.state.value.isOutage) modals.close();
    });
  }

  report(phase: OutagePhase, failure: AuthFailure): boolean {
    if (!isOutageFailure(failure)) return false;
    if (failure.status === undefined && this.deps.isOffline()) return false;
    const kind = OUTAGE_MODAL_KINDS[phase];
    this.deps.logger.log('warn', 'auth service outage', { phase, code: failure.code, ...(failure.status ? { status: failure.status } : {}) });
    batch(() => {
      this.deps.session.setOutage(true);
      if (!this.deps.modals.queue.peek().some((m) => m.kind === kind)) this.deps.modals.open({ kind }, { prioritize: true });
    });
    return true;
  }

  /** "Try again": pre-auth goes back to the login flow; re-auth refreshes the token again. */
  async retry(): Promise<void> {
    const phase = this.current.peek();
    if (phase === 'pre-auth') {
      this.deps.modals.close();
      return;
    }
    if (phase !== 're-auth' || this.#retrying.peek()) return;
    batch(() => {
      this.#retrying.value = true;
      this.#retryFailed.value = false;
    });
    let outcome: ReauthOutcome | 'failed' = 'failed';
    try {
      // A token success clears the flag and with it the modal (AUTH-22); a logout clears everything.
      outcome = await this.deps.reauthenticate();
    } finally {
      batch(() => {
        this.#retrying.value = false;
        this.#retryFailed.value = outcome !== 'refreshed' && this.deps.session.state.peek().isOutage;
      });
    }
  }

  /** "Close": the modal goes; the flag stays until a token success. A pre-auth close also closes the login modal. */
  close(): void {
    const phase = this.current.peek();
    if (phase === null) return;
    batch(() => {
      this.deps.modals.close();
      if (phase === 'pre-auth') this.deps.closeLogin();
    });
  }

  dispose(): void {
    this.#stop();
  }
}
