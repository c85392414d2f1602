import { effect, untracked, type ReadonlySignal } from '@preact/signals-core';
import { BASE_TIME_UNIT_MS, type Clock, type Disposable, type Logger, type Scheduler, type TimerHandle, type Unsubscribe } from '../shared';
import { decideRoute, type RedirectReason, type RouteFacts } from './decide-route';
import type { RouteMatch } from './match-route';
import type { MatchGuardFailure, MatchRouteGuardUseCase } from './match-route-guard.use-case';
import type { AppLocation, NavigationPort } from './navigation.port';
import type { EnteredRoute, OnEnterActions } from './on-enter-actions';
import { locationHref, type RouterStore } from './router.store';
import { routeDefinition } from './routes';

export interface GuardNavigationDeps {
  readonly store: RouterStore;
  readonly navigation: NavigationPort;
  /** The member's state as the auth, session, profile and lever modules publish it. */
  readonly facts: ReadonlySignal<RouteFacts>;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** ROUTE-21; without it chat routes open unchecked. */
  readonly matchGuard?: MatchRouteGuardUseCase;
  /** ROUTE-28 */
  readonly onEnterActions?: OnEnterActions;
}

export interface GuardNavigationOptions {
  /** The configured base time unit (CONF-14). */
  readonly baseTimeUnitMs?: number;
}

/** A listener told each time a route is entered, after the redirect state is cleared (ROUTE-17). */
export type RouteEnterListener = (entered: EnteredRoute & { readonly previousPath: string | null }) => void;

/** More redirects in a row than any guard chain needs means a bug; stop rather than spin. */
const MAX_REDIRECTS_IN_A_ROW = 5;

/**
 * Applies the route guards on every location change and on every change of the member's state: decides with
 * decideRoute, waits (re-deciding at the ROUTE-27 timeout), redirects through the NavigationPort (remembering the
 * wanted path, ROUTE-20), and enters allowed routes: clears the redirect state, tells the enter listeners
 * (ROUTE-17), runs on-enter actions (ROUTE-28) and the match guard for chat routes (ROUTE-21).
 *
 * Sign-out should clear the session and navigate in one `batch`, so the guards see both changes at once.
 */
export class GuardNavigationUseCase implements Disposable {
  readonly #deps: GuardNavigationDeps;
  readonly #baseTimeUnitMs: number;
  readonly #listeners = new Set<RouteEnterListener>();
  #stopEffect: Unsubscribe | null = null;
  #stopListening: Unsubscribe | null = null;
  #timer: TimerHandle | null = null;
  /** The location the guards are deciding on, when they started, and a counter that retires stale async work. */
  #guardedHref: string | null = null;
  #guardStartedAt = 0;
  #visit = 0;
  #enteredVisit = -1;
  // Stryker disable next-line BooleanLiteral: the first location the guards see resets it before it is read
  #checkingMatch = false;
  #redirectsInARow = 0;

  constructor(deps: GuardNavigationDeps, options: GuardNavigationOptions = {}) {
    this.#deps = deps;
    this.#baseTimeUnitMs = options.baseTimeUnitMs ?? BASE_TIME_UNIT_MS;
  }

  /** Starts guarding; does nothing if already started. */
  start(): void {
    if (this.#stopEffect) return;
    const { store, navigation, facts } = this.#deps;
    store.setLocation(navigation.current());
    this.#stopListening = navigation.subscribe((location) => store.setLocation(location));
    this.#stopEffect = effect(() => {
      const location = store.location.value;
      const current = facts.value;
      untracked(() => this.#decide(location, current));
    });
  }

  /** ROUTE-17: be told of every entered route (to load the data it needs). */
  onEnter(listener: RouteEnterListener): Unsubscribe {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Navigates in the app; the guards then decide on the new location. */
  go(href: string, options: { readonly replace?: boolean } = {}): void {
    this.#deps.navigation.navigate(href, options);
  }

  dispose(): void {
    this.#stopEffect?.();
    this.#stopEffect = null;
    this.#stopListening?.();
    this.#stopListening = null;
    this.#clearTimer();
    // Stryker disable next-line AssignmentOperator: any change retires the work in flight; counting down does too
    this.#visit += 1;
  }

  #decide(location: AppLocation, facts: RouteFacts): void {
    const { store, clock } = this.#deps;
    const href = locationHref(location);
    if (href !== this.#guardedHref) {
      this.#guardedHref = href;
      this.#guardStartedAt = clock.now();
      this.#visit += 1;
      this.#checkingMatch = false;
      this.#clearTimer();
    }
    const match = store.match.value;
    const decision = decideRoute({
      ...facts,
      location,
      match,
      postLoginRedirectPath: store.postLoginRedirectPath.value,
      elapsedMs: clock.now() - this.#guardStartedAt,
      baseTimeUnitMs: this.#baseTimeUnitMs,
    });
    switch (decision.kind) {
      case 'wait':
        this.#redirectsInARow = 0;
        store.markWaiting(decision.guard);
        this.#wakeAt(this.#guardStartedAt + decision.timeoutMs);
        return;
      case 'redirect':
        this.#redirect(href, decision.to, decision.reason, decision.rememberPath);
        return;
      case 'allow':
        this.#redirectsInARow = 0;
        this.#clearTimer();
        this.#enter(href, match);
        return;
    }
  }

  /** ROUTE-27: decide again when the waiting guard's time is up. */
  #wakeAt(instant: number): void {
    if (this.#timer !== null) return;
    const { scheduler, clock, store, facts } = this.#deps;
    this.#timer = scheduler.setTimeout(() => {
      this.#timer = null;
      this.#decide(store.location.value, facts.value);
    }, Math.max(0, instant - clock.now()));
  }

  #redirect(from: string, to: string, reason: RedirectReason | MatchGuardFailure, rememberPath?: string): void {
    const { store, navigation, logger } = this.#deps;
    this.#redirectsInARow += 1;
    if (this.#redirectsInARow > MAX_REDIRECTS_IN_A_ROW) {
      logger.log('error', 'routing: redirect loop stopped', { from, to, reason });
      this.#redirectsInARow = 0;
      store.markReady();
      return;
    }
    this.#clearTimer();
    store.markRedirecting({ kind: 'redirecting', from, to, reason });
    if (rememberPath !== undefined) store.setPostLoginRedirectPath(rememberPath);
    if (reason === 'postLoginRedirect') store.setPostLoginRedirectPath(null);
    navigation.navigate(to, { replace: true });
  }

  #enter(href: string, match: RouteMatch): void {
    if (this.#enteredVisit === this.#visit) {
      // Already in (the member's state changed): only a guard that waited meanwhile has to let go.
      if (!this.#checkingMatch) this.#deps.store.markReady();
      return;
    }
    this.#enteredVisit = this.#visit;
    const { store, onEnterActions, matchGuard } = this.#deps;
    const previousPath = store.entered.value;
    store.enter(href);
    const entered: EnteredRoute = {
      name: match.name,
      params: match.name === 'notFound' ? {} : match.params,
      href,
    };
    for (const listener of [...this.#listeners]) listener({ ...entered, previousPath });
    const settling = onEnterActions?.enter(entered, previousPath) ? onEnterActions.settling() : null;
    const matchId = match.name !== 'notFound' && routeDefinition(match.name).matchRoute ? match.params['matchId'] : undefined;
    if (matchGuard && matchId !== undefined) {
      store.markWaiting('match');
      void this.#checkMatch(matchGuard, matchId, href);
    } else if (settling !== null) {
      // ROUTE-28: an on-enter action that takes time (a deep link's reader loading) holds the route until it is done.
      store.markWaiting('onEnter');
      const visit = this.#visit;
      void settling.then(() => {
        if (visit === this.#visit) store.markReady();
      });
    } else {
      store.markReady();
    }
  }

  async #checkMatch(guard: MatchRouteGuardUseCase, matchId: string, href: string): Promise<void> {
    const visit = this.#visit;
    this.#checkingMatch = true;
    const verdict = await guard.check(matchId);
    if (visit !== this.#visit) return; // the member has moved on
    this.#checkingMatch = false;
    if (verdict.kind === 'allow') this.#deps.store.markReady();
    else this.#redirect(href, verdict.to, verdict.reason);
  }

  #clearTimer(): void {
    // Stryker disable next-line ConditionalExpression: clearing no timer is a no-op for the scheduler
    if (this.#timer === null) return;
    this.#deps.scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
