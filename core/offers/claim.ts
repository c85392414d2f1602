/**
 * Claiming an offer (PUR-13, PUR-14, ERR-14): what the member is told afterwards.
 */

/** PUR-13: how long the claim-success notice stays, in ms. */
export const CLAIM_SUCCESS_NOTICE_MS = 8_000;

/** ERR-14: the provider's code for a claim without card details. */
export const CLAIM_CARD_MISSING_CODE = 40048;

/** Where the card prompt of PUR-14 leads. */
export const UPDATE_CARD_ROUTE = 'update-card';

/** What the member sees after a claim: a message key (locales/) and, for a missing card, the link to add one. */
export type ClaimNotice =
  | { readonly kind: 'success'; readonly titleKey: 'offers.claim.success.title'; readonly bodyKey: 'offers.claim.success.body'; readonly durationMs: number }
  | { readonly kind: 'card-missing'; readonly titleKey: 'offers.claim.cardMissing.title'; readonly bodyKey: 'offers.claim.cardMissing.body'; readonly route: typeof UPDATE_CARD_ROUTE }
  | { readonly kind: 'error'; readonly titleKey: 'offers.claim.error.title'; readonly bodyKey: 'offers.claim.error.body' };

export const CLAIM_SUCCESS_NOTICE: ClaimNotice = { kind: 'success', titleKey: 'offers.claim.success.title', bodyKey: 'offers.claim.success.body', durationMs: CLAIM_SUCCESS_NOTICE_MS };

/** PUR-14: 40048 → "credit card info missing" with a link to `update-card`; any other error → "Uh oh, something went wrong". */
export const claimErrorNotice = (code: number | string | undefined): ClaimNotice =>
  code === CLAIM_CARD_MISSING_CODE
    ? { kind: 'card-missing', titleKey: 'offers.claim.cardMissing.title', bodyKey: 'offers.claim.cardMissing.body', route: UPDATE_CARD_ROUTE }
    : { kind: 'error', titleKey: 'offers.claim.error.title', bodyKey: 'offers.claim.error.body' };
