import type { Unsubscribe } from '../shared';

/** Where the browser is: a path (under /app, or relative to it) and its query string ('' or starting with '?'). */
export interface AppLocation {
  readonly pathname: string;
  readonly search: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (every guard redirect does). */
  readonly replace?: boolean;
}

/** The browser's location and history, in routing words. */
export interface NavigationPort {
  current(): AppLocation;
  /** Goes to a browser path with its query string (`/app/recs?x=1`). */
  navigate(href: string, options?: NavigateOptions): void;
  /** Tells of every location change: links, back and forward, and `navigate` itself. */
  subscribe(listener: (location: AppLocation) => void): Unsubscribe;
}
