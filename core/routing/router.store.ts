import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { GuardName, RedirectReason } from './decide-route';
import { matchRoute, type RouteMatch } from './match-route';
import type { MatchGuardFailure } from './match-route-guard.use-case';
import type { AppLocation } from './navigation.port';
import { APP_BASE } from './routes';

/** ROUTE-17, ROUTE-29: a redirect under way, which the loading screen may explain. */
export type RedirectState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'redirecting';
      readonly from: string;
      readonly to: string;
      readonly reason: RedirectReason | MatchGuardFailure;
    };

/** ROUTE-29: whether the current route may render, or the loading screen shows. */
export type RouteStatus =
  | { readonly kind: 'starting' }
  /** A guard waits for a fact; `match` is the match guard (ROUTE-21), `onEnter` a route's on-enter action (ROUTE-28). */
  | { readonly kind: 'waiting'; readonly guard: GuardName | 'match' | 'onEnter' }
  | { readonly kind: 'redirecting' }
  | { readonly kind: 'ready' };

const NO_REDIRECT: RedirectState = { kind: 'none' };

/** The browser path and query string of a location, as given. */
export const locationHref = (location: AppLocation): string => `${location.pathname}${location.search}`;

/** Where the member is and where routing stands, as signals. Written by GuardNavigationUseCase. */
export class RouterStore {
  readonly #location = signal<AppLocation>({ pathname: APP_BASE, search: '' });
  readonly #entered = signal<string | null>(null);
  readonly #previousPath = signal<string | null>(null);
  readonly #postLoginRedirectPath = signal<string | null>(null);
  readonly #redirect = signal<RedirectState>(NO_REDIRECT);
  readonly #status = signal<RouteStatus>({ kind: 'starting' });

  /** The browser's location. */
  readonly location: ReadonlySignal<AppLocation> = this.#location;
  readonly match: ReadonlySignal<RouteMatch> = computed(() => matchRoute(this.#location.value.pathname));
  /** The browser path (with query) of the route the guards let in last. */
  readonly entered: ReadonlySignal<string | null> = this.#entered;
  /** The route entered before the current one; null on the app's first navigation (ROUTE-28). */
  readonly previousPath: ReadonlySignal<string | null> = this.#previousPath;
  /** ROUTE-20: the path a visitor wanted before being sent to login. */
  readonly postLoginRedirectPath: ReadonlySignal<string | null> = this.#postLoginRedirectPath;
  readonly redirect: ReadonlySignal<RedirectState> = this.#redirect;
  readonly status: ReadonlySignal<RouteStatus> = this.#status;
  /** ROUTE-29: the route may render; otherwise the loading screen shows. */
  readonly ready: ReadonlySignal<boolean> = computed(() => this.#status.value.kind === 'ready');

  setLocation(location: AppLocation): void {
    const current = this.#location.value;
    if (current.pathname === location.pathname && current.search === location.search) return;
    this.#location.value = { pathname: location.pathname, search: location.search };
  }

  setPostLoginRedirectPath(path: string | null): void {
    this.#postLoginRedirectPath.value = path;
  }

  markWaiting(guard: GuardName | 'match' | 'onEnter'): void {
    const current = this.#status.value;
    if (current.kind === 'waiting' && current.guard === guard) return;
    this.#status.value = { kind: 'waiting', guard };
  }

  markRedirecting(redirect: Exclude<RedirectState, { kind: 'none' }>): void {
    batch(() => {
      this.#redirect.value = redirect;
      this.#status.value = { kind: 'redirecting' };
    });
  }

  /** ROUTE-17: entering a route first clears the redirect state; the previous route becomes the previous path. */
  enter(href: string): void {
    batch(() => {
      this.#redirect.value = NO_REDIRECT;
      this.#previousPath.value = this.#entered.value;
      this.#entered.value = href;
    });
  }

  markReady(): void {
    if (this.#status.value.kind !== 'ready') this.#status.value = { kind: 'ready' };
  }
}
