/**
 * The post-login sequence (PL items, D1 section 4, D2 section 4) as pure rules: the steps in the spec's order,
 * when the sequence is skipped, each step's condition, and which single modal wins (PL-13).
 */
import { showsPendingSubscriptionModal, type SubscriptionStanding } from '../offers/subscription-offer';

/** PL-03..PL-12, in the spec's order; the contact request (PL-05) follows the feeds; the one modal of PL-13 ends it. */
export const POST_LOGIN_STEPS = [
  'load-profile',
  'start-feeds',
  'contact-request',
  'id-verification',
  'biometrics-liveness',
  'biometrics-consent',
  'pending-3ds',
  'email-prompt',
  'alerts',
  'modals',
  'redirect',
] as const;
export type PostLoginStep = (typeof POST_LOGIN_STEPS)[number];

/** PL-01: skipped with the `skipPostLogin` setting or while a select deep link is active. */
export const shouldSkipPostLogin = (s: { readonly skipPostLogin: boolean; readonly selectDeepLinkActive: boolean }): boolean => s.skipPostLogin || s.selectDeepLinkActive;

/** PL-10: the e-mail prompt's settings. */
export interface EmailPromptSettings {
  readonly emailPromptDismissible: boolean;
  readonly emailPromptRequired: boolean;
  readonly emailPromptShowMarketingOptIn: boolean;
  readonly emailPromptShowStrictOptIn: boolean;
}

/** PL-10: no prompt unless one of the two asks for it; a required prompt cannot be dismissed. */
export const emailPrompt = (
  s: EmailPromptSettings,
): null | { readonly dismissible: boolean; readonly marketingOptIn: boolean; readonly strictOptIn: boolean } => {
  if (!s.emailPromptRequired && !s.emailPromptDismissible) return null;
  return { dismissible: !s.emailPromptRequired, marketingOptIn: s.emailPromptShowMarketingOptIn, strictOptIn: s.emailPromptShowStrictOptIn };
};

/** PL-12: the stored redirect opens, unless it is passport and a lever disallows it. */
export const postLoginRedirect = (path: string | null, passportAllowed: boolean): string | null => {
  if (path === null || path === '') return null;
  const isPassport = /^\/?(app\/)?(passport|recs\/passport)(\/|$|\?)/.test(path) || /[?&]passport=/.test(path);
  return isPassport && !passportAllowed ? null : path;
};

/** PL-13: the post-login modals, in priority order. */
export const POST_LOGIN_MODALS = ['incentive-redemption', 'pending-subscription', 'gold-deep-link', 'consumable-discount', 'campaign', 'photo-sharing-reconnect'] as const;
export type PostLoginModal = (typeof POST_LOGIN_MODALS)[number];

/** What decides each candidate of PL-13. */
export interface PostLoginModalCandidates {
  /** An incentive or intro-price redemption is pending. */
  readonly incentiveOrIntroPrice: boolean;
  /** PUR-34: a subscription that is not ending, with an expiry-less purchase. */
  readonly pendingSubscription: SubscriptionStanding | null;
  readonly goldDeepLinkActive: boolean;
  readonly consumableDiscountOffer: boolean;
  readonly campaignModal: boolean;
  /** PROF-18: the photo-sharing connection should re-authenticate. */
  readonly photoSharingShouldReauthenticate: boolean;
}

/** PL-13: the first modal that applies wins; only one is shown (null: none applies). */
export const pickPostLoginModal = (c: PostLoginModalCandidates): PostLoginModal | null => {
  const applies: Record<PostLoginModal, boolean> = {
    'incentive-redemption': c.incentiveOrIntroPrice,
    'pending-subscription': showsPendingSubscriptionModal(c.pendingSubscription),
    'gold-deep-link': c.goldDeepLinkActive,
    'consumable-discount': c.consumableDiscountOffer,
    campaign: c.campaignModal,
    'photo-sharing-reconnect': c.photoSharingShouldReauthenticate,
  };
  return POST_LOGIN_MODALS.find((modal) => applies[modal]) ?? null;
};
