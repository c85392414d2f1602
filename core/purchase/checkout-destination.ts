/**
 * PUR-32: the checkout's default destination is the route named `checkout`; every way into the checkout (a
 * paywall's choice, the discount banner, a promo code, a remote checkout, a payment put back after sign-in) goes there
 * through this href, with what to buy in its query.
 */
import { routeHref } from '../routing/route-href';
import type { RouteName } from '../routing/routes';

/** PUR-32. */
export const CHECKOUT_ROUTE: RouteName = 'checkout';

/**
 * PUR-32: the checkout's href: `product` (a tier, a consumable, or `consumable` for a bundle offer), `terms` (a
 * tier's) or `amount` (a pack's), `offer` (the bundle offer's id), `from` (the page or feature it was opened from) and
 * `match` (the conversation to go back to once bought, CHAT-08).
 */
export const checkoutHref = (
  options: { readonly product?: string; readonly terms?: number; readonly amount?: number; readonly offer?: string; readonly from?: string; readonly match?: string } = {},
): string => {
  const query = [
    options.product === undefined ? null : `product=${encodeURIComponent(options.product)}`,
    options.terms === undefined ? null : `terms=${options.terms}`,
    options.amount === undefined ? null : `amount=${options.amount}`,
    options.offer === undefined ? null : `offer=${encodeURIComponent(options.offer)}`,
    options.from === undefined ? null : `from=${encodeURIComponent(options.from)}`,
    options.match === undefined ? null : `match=${encodeURIComponent(options.match)}`,
  ].filter((part): part is string => part !== null);
  return routeHref(CHECKOUT_ROUTE, {}, query.length === 0 ? '' : `?${query.join('&')}`);
};
