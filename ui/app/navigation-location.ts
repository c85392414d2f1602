import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';
import type { NavigationPort } from '../../core/routing';

/**
 * wouter's location, read from and written to the routing core's NavigationPort, so the route guards and the
 * rendered screens share one source of truth (the browser's history in the app, a fake in tests).
 */
export const navigationLocationHook = (navigation: NavigationPort): BaseLocationHook => {
  const subscribe = (onChange: () => void) => navigation.subscribe(onChange);
  const pathname = () => navigation.current().pathname;
  return () => {
    const location = useSyncExternalStore(subscribe, pathname, pathname);
    return [location, (to: string, options?: { replace?: boolean }) => navigation.navigate(to, { replace: options?.replace ?? false })];
  };
};

/** The query string of the current location, for wouter's `useSearch`. */
export const navigationSearchHook = (navigation: NavigationPort) => {
  const subscribe = (onChange: () => void) => navigation.subscribe(onChange);
  const search = () => navigation.current().search.replace(/^\?/, '');
  return () => useSyncExternalStore(subscribe, search, search);
};
