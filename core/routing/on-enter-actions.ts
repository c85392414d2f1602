import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Unsubscribe } from '../shared';
import type { RouteName } from './routes';

/**
 * ROUTE-28: a route's on-enter action runs only on the app's first navigation (there is no previous path) and
 * at most once.
 */
export const shouldRunOnEnterAction = (previousPath: string | null, alreadyRan: boolean): boolean =>
  previousPath === null && !alreadyRan;

/** What an on-enter action is told about the entered route. */
export interface EnteredRoute {
  readonly name: RouteName | 'notFound';
  readonly params: Readonly<Record<string, string>>;
  /** The browser path with its query string. */
  readonly href: string;
}

/** An action may take time (its code loads first): the guards hold the route until it has settled. */
export type OnEnterAction = (entered: EnteredRoute) => void | Promise<void>;

/** ROUTE-28: the routes' on-enter actions and which of them have run. */
export class OnEnterActions {
  readonly #actions = new Map<RouteName, OnEnterAction>();
  readonly #ran = signal<ReadonlySet<RouteName>>(new Set());
  /** The routes whose on-enter action has run. */
  readonly ran: ReadonlySignal<ReadonlySet<RouteName>> = this.#ran;
  #settling: Promise<void> | null = null;

  /** Sets a route's on-enter action (one per route; a later one replaces it). */
  register(route: RouteName, action: OnEnterAction): Unsubscribe {
    this.#actions.set(route, action);
    return () => {
      if (this.#actions.get(route) === action) this.#actions.delete(route);
    };
  }

  /** Runs the entered route's action if ROUTE-28 allows it; answers whether it ran. */
  enter(entered: EnteredRoute, previousPath: string | null): boolean {
    // Stryker disable next-line ConditionalExpression,StringLiteral,BooleanLiteral: no action is registered for not found; the check narrows the type
    if (entered.name === 'notFound') return false;
    const action = this.#actions.get(entered.name);
    if (!action || !shouldRunOnEnterAction(previousPath, this.#ran.value.has(entered.name))) return false;
    this.#ran.value = new Set([...this.#ran.value, entered.name]);
    const result = action(entered);
    this.#settling = result instanceof Promise ? result.catch(() => undefined) : null;
    return true;
  }

  /** The action `enter` ran last while it takes time (it settles, never fails); null for one that was done at once. */
  settling(): Promise<void> | null {
    const settling = this.#settling;
    this.#settling = null;
    return settling;
  }
}
