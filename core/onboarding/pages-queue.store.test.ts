import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fireboarding } from './onboarding-queues';
import { PagesQueueStore } from './pages-queue.store';

describe('PagesQueueStore', () => {
  it('ONB-16: closed until opened; opening starts [location, notifications]; completing moves a page and the last closes; skip clears and marks the skip', () => {
    const pages = new PagesQueueStore();
    pages.complete('location');
    expect(pages.state.value).toBeNull();
    pages.open();
    expect(pages.state.value).toEqual({ pagesQueue: ['location', 'notifications'], completedPages: [], onboardingOpen: true, didSkipOnboarding: false, swipeDemoShown: false });
    pages.complete('location');
    expect(pages.state.value).toEqual({ pagesQueue: ['notifications'], completedPages: ['location'], onboardingOpen: true, didSkipOnboarding: false, swipeDemoShown: false });
    pages.skip();
    expect(pages.state.value).toEqual({ pagesQueue: [], completedPages: ['location'], onboardingOpen: false, didSkipOnboarding: true, swipeDemoShown: false });
    pages.reset();
    expect(pages.state.value).toBeNull();
  });

  it('ONB-16: a location-permission denial puts the location page back, once per denial', () => {
    const pages = new PagesQueueStore();
    const denied = signal(false);
    const stop = pages.watchLocationDenial(denied);
    pages.open();
    pages.complete('location');
    pages.complete('notifications');
    expect(pages.state.value?.onboardingOpen).toBe(false);
    denied.value = true;
    expect(pages.state.value).toMatchObject({ pagesQueue: ['location'], completedPages: ['notifications'], onboardingOpen: true });
    pages.complete('location');
    denied.value = true;
    expect(pages.state.value?.pagesQueue).toEqual([]);
    denied.value = false;
    denied.value = true;
    expect(pages.state.value?.pagesQueue).toEqual(['location']);
    stop();
    pages.complete('location');
    denied.value = false;
    denied.value = true;
    expect(pages.state.value?.pagesQueue).toEqual([]);
  });
});

describe('fireboarding', () => {
  it('ONB-17: after the pages a newcomer sees the swipe demo once (swipeDemoShown), then the hint until their 45th swipe; a member who only signed in sees neither', () => {
    const pages = new PagesQueueStore();
    expect(fireboarding(pages.state.value, 0)).toBeNull();
    pages.open();
    expect(fireboarding(pages.state.value, 0)).toBeNull();
    pages.skip();
    expect(pages.state.value?.swipeDemoShown).toBe(false);
    expect(fireboarding(pages.state.value, 0)).toBe('swipe-demo');
    pages.swipeDemoShown();
    expect(pages.state.value?.swipeDemoShown).toBe(true);
    pages.swipeDemoShown();
    expect(pages.state.value?.swipeDemoShown).toBe(true);
    expect(fireboarding(pages.state.value, 0)).toBe('hint');
    expect(fireboarding(pages.state.value, 44)).toBe('hint');
    expect(fireboarding(pages.state.value, 45)).toBeNull();
  });

  it('ONB-17 [PBT]: the hint shows exactly for swipe counts below 45 once the demo was shown', () => {
    const pages = new PagesQueueStore();
    pages.open();
    pages.skip();
    pages.swipeDemoShown();
    fc.assert(
      fc.property(fc.nat(500), (swipes) => {
        expect(fireboarding(pages.state.value, swipes) === 'hint').toBe(swipes < 45);
      }),
    );
  });
});
