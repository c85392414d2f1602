/** The queues around onboarding: photos waiting for the member to exist (ONB-12), and the pages after it (ONB-16). */

/** ONB-12: after login the first queued photo is skipped (it went up during onboarding) and every other one is uploaded. */
export const photosToUploadAfterLogin = <P>(queued: readonly P[]): P[] => queued.slice(1);

/** ONB-16: the pages shown after onboarding. */
export type OnboardingPage = 'location' | 'notifications';

export interface PagesQueueState {
  readonly pagesQueue: readonly OnboardingPage[];
  readonly completedPages: readonly OnboardingPage[];
  readonly onboardingOpen: boolean;
  readonly didSkipOnboarding: boolean;
}

/** ONB-16: the location screen, then the notifications screen. */
export const initialPagesQueue = (): PagesQueueState => ({
  pagesQueue: ['location', 'notifications'],
  completedPages: [],
  onboardingOpen: true,
  didSkipOnboarding: false,
});

export type PagesQueueAction =
  | { readonly type: 'complete'; readonly page: OnboardingPage }
  | { readonly type: 'skip' }
  | { readonly type: 'location-denied' };

/**
 * ONB-16: completing a page moves it from the queue to the completed pages; the flow closes when the queue is
 * empty; skip clears the queue and sets didSkipOnboarding; a location-permission denial puts the location screen
 * back (first, once).
 */
export const pagesQueueReducer = (state: PagesQueueState, action: PagesQueueAction): PagesQueueState => {
  switch (action.type) {
    case 'complete': {
      if (!state.pagesQueue.includes(action.page)) return state;
      const pagesQueue = state.pagesQueue.filter((page) => page !== action.page);
      return { ...state, pagesQueue, completedPages: [...state.completedPages, action.page], onboardingOpen: pagesQueue.length > 0 };
    }
    case 'skip':
      return { ...state, pagesQueue: [], onboardingOpen: false, didSkipOnboarding: true };
    case 'location-denied':
      if (state.pagesQueue.includes('location')) return state;
      return {
        ...state,
        pagesQueue: ['location', ...state.pagesQueue],
        completedPages: state.completedPages.filter((page) => page !== 'location'),
        onboardingOpen: true,
      };
  }
};
