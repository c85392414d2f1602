/**
 * The NAV-13 kinds of the modals discovery queues. Apart from the rest of the module, so that the modal manager
 * at start knows the kinds without loading the module.
 */

/** MATCH-15: "it's a match". */
export const ITS_A_MATCH_MODAL = 'its-a-match';
/** RECS-11: out of likes, with when they come back (`props.until`, epoch ms). */
export const OUT_OF_LIKES_MODAL = 'out-of-likes';
/** RECS-12: out of super likes: the super-like paywall (upsell), `props.recId` the card it was meant for. */
export const SUPER_LIKE_PAYWALL_MODAL = 'super-like-paywall';
/** RECS-13: the super-like upsell after the last super like was used (once per user session). */
export const SUPER_LIKE_UPSELL_MODAL = 'super-like-upsell';
/** RECS-15: out of swipe notes: the swipe-note packs. */
export const OUT_OF_SWIPE_NOTES_MODAL = 'out-of-swipe-notes';
/** PUR-08: a feature the member's tier lacks (`props.feature`, `props.requiredTier`), e.g. RECS-14's `undo`. */
export const PAYWALL_MODAL = 'paywall';
/** RECS-17: the priority-likes offer. */
export const PRIORITY_LIKES_MODAL = 'priority-likes';
/** SET-10: incognito turned on (only members the member liked see them). */
export const INCOGNITO_MODAL = 'incognito-mode';
