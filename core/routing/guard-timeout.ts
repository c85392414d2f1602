import type { RouteDefinition } from './routes';

/** ROUTE-27: a waiting guard falls back after this many base time units. */
export const GUARD_TIMEOUT_BTU = 5;

/** ROUTE-27, PUR-45: remote checkout waits twice as long. */
export const REMOTE_CHECKOUT_TIMEOUT_BTU = 2 * GUARD_TIMEOUT_BTU;

/** ROUTE-27: how long the guards of a route wait before they fall back. */
export const guardTimeoutMs = (route: Pick<RouteDefinition, 'remoteCheckout'>, baseTimeUnitMs: number): number =>
  (route.remoteCheckout ? REMOTE_CHECKOUT_TIMEOUT_BTU : GUARD_TIMEOUT_BTU) * baseTimeUnitMs;
