import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { PagesQueueStore } from './pages-queue.store';

describe('PagesQueueStore', () => {
  it('ONB-16: closed until opened; opening starts [location, notifications]; completing moves a page and the last closes; skip clears and marks the skip', () => {
    const pages = new PagesQueueStore();
    pages.complete('location');
    expect(pages.state.value).toBeNull();
    pages.open();
    expect(pages.state.value).toEqual({ pagesQueue: ['location', 'notifications'], completedPages: [], onboardingOpen: true, didSkipOnboarding: false });
    pages.complete('location');
    expect(pages.state.value).toEqual({ pagesQueue: ['notifications'], completedPages: ['location'], onboardingOpen: true, didSkipOnboarding: false });
    pages.skip();
    expect(pages.state.value).toEqual({ pagesQueue: [], completedPages: ['location'], onboardingOpen: false, didSkipOnboarding: true });
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
