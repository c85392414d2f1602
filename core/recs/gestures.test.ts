import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gestureOfDrag, interactionOfGesture, interactionOfKey, INTERACTION_TYPES, RATE_METHODS, type Gesture } from './gestures';

describe('gestures and rate methods', () => {
  it('RECS-01: swipe right or click accept is a like, swipe left a nope (dislike), swipe up a super like', () => {
    const expected: Record<Gesture, string> = { 'swipe-right': 'like', 'accept-click': 'like', 'swipe-left': 'dislike', 'swipe-up': 'superlike' };
    for (const [gesture, interaction] of Object.entries(expected)) expect(interactionOfGesture(gesture as Gesture)).toBe(interaction);
  });

  it('RECS-01: a drag let go past the threshold right likes, left nopes, mostly up super likes; a short one is no swipe', () => {
    const size = fc.integer({ min: 200, max: 800 });
    fc.assert(
      fc.property(size, size, fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (width, height, dx, dy) => {
        const gesture = gestureOfDrag(dx, dy, width, height);
        if (gesture === 'swipe-up') expect(-dy > Math.abs(dx) && -dy >= 0.35 * height).toBe(true);
        if (gesture === 'swipe-right') expect(dx >= 0.35 * width).toBe(true);
        if (gesture === 'swipe-left') expect(-dx >= 0.35 * width).toBe(true);
        if (Math.abs(dx) < 0.35 * width && -dy < 0.35 * height) expect(gesture).toBeUndefined();
      }),
    );
    expect(gestureOfDrag(300, 10, 400, 600)).toBe('swipe-right');
    expect(gestureOfDrag(-300, 10, 400, 600)).toBe('swipe-left');
    expect(gestureOfDrag(20, -400, 400, 600)).toBe('swipe-up');
    expect(gestureOfDrag(20, 400, 400, 600)).toBeUndefined();
  });

  it('RECS-01: the keys do what the gestures do: right likes, left nopes, up super likes', () => {
    expect(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Enter'].map(interactionOfKey)).toEqual(['like', 'dislike', 'superlike', undefined, undefined]);
  });

  it('RECS-02: interactions like, dislike, superlike, rewind; rate methods button, profile button, swipe, keyboard, profile keyboard', () => {
    expect([...INTERACTION_TYPES]).toEqual(['like', 'dislike', 'superlike', 'rewind']);
    expect([...RATE_METHODS]).toEqual(['button', 'profile button', 'swipe', 'keyboard', 'profile keyboard']);
  });
});
