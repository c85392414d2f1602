/**
 * The pending-subscription modal rule (PUR-34) and the tier themes (PUR-09).
 */

/** What PUR-34 reads of the member's subscription. */
export interface SubscriptionStanding {
  /** The subscription is ending (auto-renew off, or cancelled). */
  readonly isEnding: boolean;
  /** When its purchase expires (ms since the epoch), or null for a purchase without an expiry. */
  readonly purchaseExpiresAt: number | null;
}

/** PUR-34: the pending-subscription modal (PL-13 #2) applies only to a subscription not ending whose purchase has no expiry. */
export const showsPendingSubscriptionModal = (subscription: SubscriptionStanding | null): boolean =>
  subscription !== null && !subscription.isEnding && subscription.purchaseExpiresAt === null;

/** PUR-09: a tier's look and its call to action (a locales key). */
export interface TierTheme {
  readonly theme: 'standard' | 'platinum';
  readonly ctaKey: string;
}

/** PUR-09: platinum has its own theme and call-to-action text; the other tiers share the standard ones. */
export const tierTheme = (productType: string): TierTheme =>
  productType === 'platinum' ? { theme: 'platinum', ctaKey: 'offers.cta.platinum' } : { theme: 'standard', ctaKey: 'offers.cta.standard' };
