/**
 * RECS-01, RECS-02: what a gesture, a button or a key does to the card on top. A swipe right or a click on accept
 * is a like, a swipe left a nope (dislike), a swipe up a super like; the interactions are like, dislike,
 * superlike and rewind, and each is made by one of five rate methods: a button, a button on the full profile, a
 * swipe, a key, or a key on the full profile.
 */

export const INTERACTION_TYPES = ['like', 'dislike', 'superlike', 'rewind'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** The interactions that swipe a card away (rewind brings one back). */
export type SwipeAction = Exclude<InteractionType, 'rewind'>;

export const RATE_METHODS = ['button', 'profile button', 'swipe', 'keyboard', 'profile keyboard'] as const;
export type RateMethod = (typeof RATE_METHODS)[number];

export type Gesture = 'swipe-right' | 'swipe-left' | 'swipe-up' | 'accept-click';

/** RECS-01 */
export const interactionOfGesture = (gesture: Gesture): SwipeAction => {
  switch (gesture) {
    case 'swipe-right':
    case 'accept-click':
      return 'like';
    case 'swipe-left':
      return 'dislike';
    case 'swipe-up':
      return 'superlike';
  }
};

/** The keys of the card stack: right likes, left nopes, up super likes (as the buttons do). */
export const interactionOfKey = (key: string): SwipeAction | undefined =>
  key === 'ArrowRight' ? 'like' : key === 'ArrowLeft' ? 'dislike' : key === 'ArrowUp' ? 'superlike' : undefined;

/** How far a card must be dragged to count as a swipe, as a share of the card's width (right, left) or height (up). */
export const SWIPE_THRESHOLD = 0.35;

/**
 * RECS-01: the gesture a drag makes when it is let go: the card moved by `dx`, `dy` pixels (`dy` negative is up) on
 * a card of `width` × `height`. Up wins when the drag is mostly upward and past the threshold; otherwise right or
 * left past the threshold; otherwise no swipe (the card springs back).
 */
export const gestureOfDrag = (dx: number, dy: number, width: number, height: number, threshold = SWIPE_THRESHOLD): Gesture | undefined => {
  if (-dy > Math.abs(dx) && -dy >= threshold * height) return 'swipe-up';
  if (dx >= threshold * width) return 'swipe-right';
  if (-dx >= threshold * width) return 'swipe-left';
  return undefined;
};
