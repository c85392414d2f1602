/**
 * Offer tracking and the intro-price reminder (PUR-11, PUR-12).
 */
import type { OfferType } from './offer';

/** PUR-11: what the device keeps per offer type. Times in ms since the epoch. */
export interface OfferTracking {
  readonly expiresAt: number;
  readonly notificationShown: boolean;
  readonly viewedAt: number | null;
}

/** PUR-11: the data an offer's reminder is built from. `reminderOffset` in ms. */
export interface OfferReminderData {
  readonly productType: string;
  readonly termsUnit: string;
  readonly terms: number;
  readonly reminderOffset: number;
  readonly discountPercentage: number;
}

/**
 * PUR-12 ⚠ / Q-08: the offer type whose reminder opens the intro-price modal instead of a notice. The spec says
 * "the third offer type"; by the order of PUR-04 that is REGULAR (docs/decisions.md PUR-12).
 */
export const MODAL_REMINDER_OFFER_TYPE: OfferType = 'REGULAR';

/** PUR-12: the reminder shows iff the time left is at most the reminder offset and none was shown yet. */
export const reminderDue = (tracking: OfferTracking, reminderOffset: number, now: number): boolean =>
  tracking.expiresAt - now <= reminderOffset && !tracking.notificationShown;

/** PUR-12: what the reminder of an offer type does now: nothing, a notice, or the intro-price modal. */
export const introReminder = (offerType: OfferType, tracking: OfferTracking, reminderOffset: number, now: number): 'none' | 'notice' | 'modal' =>
  !reminderDue(tracking, reminderOffset, now) ? 'none' : offerType === MODAL_REMINDER_OFFER_TYPE ? 'modal' : 'notice';
