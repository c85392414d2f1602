/**
 * The NAV-13 kinds of the likes-you modals, apart from the rest of the module, so that the modal manager at start
 * knows the kinds without loading the module.
 */

/** LIKES-10: the celebration of new likes since the last visit (`props.count`, `props.access`). */
export const CELEBRATION_LIKES_MODAL = 'celebration-likes';
/** LIKES-10: the Gold paywall: who likes you and what else Gold gives, and the way to buy it. */
export const GOLD_PAYWALL_MODAL = 'gold-paywall';
