/**
 * The NAV-13 kinds of the likes-you modals, apart from the rest of the module, so that the modal manager at start
 * knows the kinds without loading the module.
 */

/** LIKES-10: the celebration of new likes since the last visit (`props.count`, `props.access`). */
export const CELEBRATION_LIKES_MODAL = 'celebration-likes';
/** LIKES-10: the Gold paywall (PUR-35's, one for every way into it): who likes you and what else Gold gives. */
export { GOLD_PAYWALL_MODAL } from '../purchase/modal-kinds';
