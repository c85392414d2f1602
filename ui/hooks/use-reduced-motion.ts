import { useSyncExternalStore } from 'react';
import { subscribeToMedia } from './media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = subscribeToMedia(QUERY);

/**
 * Whether the member asks for reduced motion, followed as it changes. A page rendered ahead of time (the prerendered
 * landing) says no, and the hydrated page takes the member's setting at once.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
