import type { Unsubscribe } from '../../shared';
import type { AppLocation, NavigateOptions, NavigationPort } from '../navigation.port';

const parse = (href: string): AppLocation => {
  const withoutHash = href.split('#', 1)[0] ?? '';
  const i = withoutHash.indexOf('?');
  return i === -1 ? { pathname: withoutHash, search: '' } : { pathname: withoutHash.slice(0, i), search: withoutHash.slice(i) };
};

/** An in-memory browser history: tests play the member (`visit`, `back`) and read where the app went. */
export class FakeNavigation implements NavigationPort {
  readonly #entries: AppLocation[];
  #index = 0;
  readonly #listeners = new Set<(location: AppLocation) => void>();
  /** Every `navigate` call the app made, in order. */
  readonly calls: { readonly href: string; readonly replace: boolean }[] = [];

  constructor(initialHref = '/app') {
    this.#entries = [parse(initialHref)];
  }

  current(): AppLocation {
    return this.#entries[this.#index]!;
  }

  /** The current browser path with its query string. */
  get href(): string {
    const { pathname, search } = this.current();
    return `${pathname}${search}`;
  }

  /** The history entries up to the current one. */
  get history(): readonly string[] {
    return this.#entries.slice(0, this.#index + 1).map((l) => `${l.pathname}${l.search}`);
  }

  navigate(href: string, options: NavigateOptions = {}): void {
    const replace = options.replace ?? false;
    this.calls.push({ href, replace });
    const next = parse(href);
    const now = this.current();
    // Like the browser adapter: replacing the location with itself is no change and tells nobody.
    if (replace && next.pathname === now.pathname && next.search === now.search) return;
    this.#go(next, replace);
  }

  /** The member follows a link or types a URL. */
  visit(href: string): void {
    this.#go(parse(href), false);
  }

  /** The member presses Back. */
  back(): void {
    if (this.#index === 0) return;
    this.#index -= 1;
    this.#emit();
  }

  subscribe(listener: (location: AppLocation) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #go(location: AppLocation, replace: boolean): void {
    if (replace) {
      this.#entries[this.#index] = location;
    } else {
      this.#entries.splice(this.#index + 1, this.#entries.length, location);
      this.#index += 1;
    }
    this.#emit();
  }

  #emit(): void {
    const location = this.current();
    for (const listener of [...this.#listeners]) listener(location);
  }
}
