import { navigate } from 'wouter/use-browser-location';
import type { AppLocation, NavigateOptions, NavigationPort } from '../../core/routing';
import type { Unsubscribe } from '../../core/shared';

// wouter dispatches these on history changes, so links rendered by the UI and guard redirects are heard alike.
const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/** The browser's location and history as the routing core sees them. */
export class BrowserHistoryNavigation implements NavigationPort {
  constructor(private readonly win: Window = window) {}

  current(): AppLocation {
    return { pathname: this.win.location.pathname, search: this.win.location.search };
  }

  navigate(href: string, options: NavigateOptions = {}): void {
    const now = `${this.win.location.pathname}${this.win.location.search}`;
    if (href === now && options.replace) return;
    navigate(href, { replace: options.replace ?? false });
  }

  subscribe(listener: (location: AppLocation) => void): Unsubscribe {
    // Listeners hear changes of location: the one the page is on when they subscribe is not one.
    const start = this.current();
    let last = `${start.pathname}${start.search}`;
    const onChange = () => {
      const location = this.current();
      const key = `${location.pathname}${location.search}`;
      if (key === last) return;
      last = key;
      listener(location);
    };
    for (const e of EVENTS) this.win.addEventListener(e, onChange);
    return () => {
      for (const e of EVENTS) this.win.removeEventListener(e, onChange);
    };
  }
}
