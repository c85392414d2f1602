import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { initialPagesQueue, pagesQueueReducer, type OnboardingPage, type PagesQueueAction, type PagesQueueState } from './onboarding-queues';

/** ONB-16: what the notifications page asks the platform. */
export type NotificationPermissionAnswer = 'granted' | 'denied' | 'default' | 'unsupported';

/** ONB-16: the platform's notification permission prompt. */
export interface NotificationPermissionPort {
  request(): Promise<NotificationPermissionAnswer>;
}

/**
 * ONB-16: the pages after onboarding (location, then notifications) as a signal. `null` until a newcomer enters
 * the app from the completion screen: a member who signs in later is not shown them.
 */
export class PagesQueueStore {
  readonly #state = signal<PagesQueueState | null>(null);
  readonly state: ReadonlySignal<PagesQueueState | null> = this.#state;

  /** The newcomer went in: the queue starts (ONB-16's initial state). */
  open(): void {
    this.#state.value = initialPagesQueue();
  }

  dispatch(action: PagesQueueAction): void {
    const state = this.#state.peek();
    if (state !== null) this.#state.value = pagesQueueReducer(state, action);
  }

  complete(page: OnboardingPage): void {
    this.dispatch({ type: 'complete', page });
  }

  /** ONB-17: the newcomer saw the swipe demo. */
  swipeDemoShown(): void {
    this.dispatch({ type: 'swipe-demo-shown' });
  }

  /** Closing the pages skips them all (didSkipOnboarding). */
  skip(): void {
    this.dispatch({ type: 'skip' });
  }

  /**
   * ONB-16: a location-permission denial puts the location page back (when the permission turns denied, not
   * while it stays so). Returns the stop.
   */
  watchLocationDenial(denied: ReadonlySignal<boolean>): () => void {
    let before = denied.peek();
    return effect(() => {
      const now = denied.value;
      if (now && !before) this.dispatch({ type: 'location-denied' });
      before = now;
    });
  }

  /** Forgotten on sign-out. */
  reset(): void {
    this.#state.value = null;
  }
}
