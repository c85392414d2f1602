/**
 * The NAV-13 kinds of the offers' modals (PUR-35). Apart from the rest of the module, so that the modal manager at
 * start knows the kinds without loading the module.
 */

/** PL-13, PUR-15: the incentive redemption (a free trial or an intro price): `props` an IncentiveModalProps. */
export const INCENTIVE_REDEMPTION_MODAL = 'incentive-redemption';
/** PUR-12: the intro price and sub offer (the third offer type's reminder): `props.offerId`. */
export const INTRO_PRICE_OFFER_MODAL = 'intro-price-and-sub-offer';
/** PUR-07: the personalized offer, a member's own offer with its end: `props.offerId`. */
export const PERSONALIZED_OFFER_MODAL = 'personalized-offer';
/** PL-13, PUR-40: the bundle offer (the consumable discount): `props.offerId`. */
export const BUNDLE_OFFER_MODAL = 'bundle-offer';
