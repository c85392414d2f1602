import { useSyncExternalStore } from 'react';
import { subscribeToMedia } from './media-query';
import { isMobileDevice } from '../../core/landing';

const QUERY = '(max-width: 768px) and (pointer: coarse)';

const subscribe = subscribeToMedia(QUERY);

/** NAV-19: a phone-sized touch screen (at most 768 px wide, with touch). */
export function useMobileDevice(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileDevice(window.innerWidth, window.matchMedia(QUERY).matches || navigator.maxTouchPoints > 0),
    () => false,
  );
}
