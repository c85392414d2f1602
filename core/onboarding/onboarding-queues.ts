/** The queues around onboarding: photos waiting for the member to exist (ONB-12), and the pages after it (ONB-16). */

/** ONB-12: after login the first queued photo is skipped (it went up during onboarding) and every other one is uploaded. */
export const photosToUploadAfterLogin = <P>(queued: readonly P[]): P[] => queued.slice(1);

/** The photos a new profile needs: the member chooses at least 2 (docs/decisions.md, ONB-12). */
export const PHOTOS_MIN = 2;

/** What keeps the photos step from being done, or null (ONB-11, ONB-12). */
export type PhotosStepProblem = 'uploading' | 'too-few' | 'main-failed';

/**
 * ONB-12: the photos step is done when the member chose at least 2 photos and the first (the main photo, the one
 * onboarding uploads) is on the server; the others wait in the queue for the login.
 */
export const photosStepProblem = (slots: ReadonlyArray<{ readonly status: string }>): PhotosStepProblem | null => {
  if (slots.length < PHOTOS_MIN) return 'too-few';
  const main = slots[0]!.status;
  if (main === 'uploaded') return null;
  return main === 'failed' ? 'main-failed' : 'uploading';
};

/** ONB-16: the pages shown after onboarding. */
export type OnboardingPage = 'location' | 'notifications';

export interface PagesQueueState {
  readonly pagesQueue: readonly OnboardingPage[];
  readonly completedPages: readonly OnboardingPage[];
  readonly onboardingOpen: boolean;
  readonly didSkipOnboarding: boolean;
  /** ONB-17: the swipe demo was shown (once per newcomer). */
  readonly swipeDemoShown: boolean;
}

/** ONB-16: the location screen, then the notifications screen. */
export const initialPagesQueue = (): PagesQueueState => ({
  pagesQueue: ['location', 'notifications'],
  completedPages: [],
  onboardingOpen: true,
  didSkipOnboarding: false,
  swipeDemoShown: false,
});

export type PagesQueueAction =
  | { readonly type: 'complete'; readonly page: OnboardingPage }
  | { readonly type: 'skip' }
  | { readonly type: 'location-denied' }
  | { readonly type: 'swipe-demo-shown' };

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
    case 'swipe-demo-shown':
      return state.swipeDemoShown ? state : { ...state, swipeDemoShown: true };
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

/** ONB-17 (D2 section 9): a newcomer's fireboarding lasts their first 45 swipes. */
export const FIREBOARDING_SWIPE_COUNT = 45;

/** ONB-17: what Discover shows a newcomer: the swipe demo (once, after the pages), then a hint until the 45th swipe. */
export type Fireboarding = 'swipe-demo' | 'hint' | null;

/**
 * ONB-17: for a newcomer (the pages queue exists) once the pages are closed: the swipe demo until it was shown, then
 * the gesture hint while fewer than 45 swipes were made; nothing for anyone else.
 */
export const fireboarding = (state: PagesQueueState | null, swipes: number): Fireboarding => {
  if (state === null || state.onboardingOpen) return null;
  if (!state.swipeDemoShown) return 'swipe-demo';
  return swipes < FIREBOARDING_SWIPE_COUNT ? 'hint' : null;
};
