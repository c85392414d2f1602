import { describe, expect, it } from 'vitest';
import { NavigatorConnectivity } from './navigator-connectivity';

describe('NavigatorConnectivity', () => {
  it('APP-05: without a navigator the device counts as online, and without a window nothing is ever heard', () => {
    const connectivity = new NavigatorConnectivity(undefined, undefined);
    expect(connectivity.isOnline()).toBe(true);
    const heard: boolean[] = [];
    const unsubscribe = connectivity.subscribe((online) => heard.push(online));
    unsubscribe();
    expect(heard).toEqual([]);
  });

  it('APP-05: the event type is the news, even if navigator.onLine lags behind it', () => {
    const window = new EventTarget();
    const navigator = { onLine: true };
    const connectivity = new NavigatorConnectivity(navigator, window);
    const heard: boolean[] = [];
    connectivity.subscribe((online) => heard.push(online));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(heard).toEqual([false, true]);
  });
});
