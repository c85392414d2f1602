import { useSyncExternalStore } from 'react';
import { isMobileDevice } from '../../core/landing';

const QUERY = '(max-width: 768px) and (pointer: coarse)';

const subscribe = (onChange: () => void) => {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
};

/** NAV-19: a phone-sized touch screen (at most 768 px wide, with touch). */
export function useMobileDevice(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileDevice(window.innerWidth, window.matchMedia(QUERY).matches || navigator.maxTouchPoints > 0),
    () => false,
  );
}
