/**
 * The card pages (PUR-26): `add-card/{returnPage}` and `update-card/{returnPage}` save a card and return to the page
 * named by `returnPage` (a route name, `accountSettings` for one).
 */
import { isRouteName, routeDefinition, type RouteName } from '../routing/routes';

/** Where a card page returns when its `returnPage` names no page it may return to. */
export const CARD_RETURN_FALLBACK: RouteName = 'subscriptionSettings';

const CARD_PAGES: ReadonlySet<string> = new Set(['addCard', 'updateCard']);

/**
 * PUR-26: the route a card page returns to: `returnPage` when it names a signed-in page without parameters (not a
 * card page itself), else the subscription settings. Only route names are followed, never an address.
 */
export const cardReturnRoute = (returnPage: string | undefined): RouteName => {
  if (returnPage === undefined || !isRouteName(returnPage) || CARD_PAGES.has(returnPage)) return CARD_RETURN_FALLBACK;
  const definition = routeDefinition(returnPage);
  return definition.path.includes(':') || definition.noAuthCheck || definition.deepLink || definition.redirectTo ? CARD_RETURN_FALLBACK : returnPage;
};
