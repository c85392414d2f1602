/**
 * core/offers — what a member is offered (PUR-01..07, PUR-09..16, PUR-34, PUR-37..46).
 * Owns: the offer model read with its defaults (PUR-01..06, PUR-10), offer tracking and the intro-price reminder
 * (PUR-11, PUR-12), claim notices (PUR-13, PUR-14, ERR-14), incentives and promo codes (PUR-15, PUR-16), the
 * pending-subscription rule and tier themes (PUR-34, PUR-09), the discount banner and the consumable discount
 * (PUR-37..40), remote checkout links and builds without purchases (PUR-42..46); the member's offers, their views
 * and claims (PUR-07), the banner's views kept on the device; the post-login offer candidates and the incentive's
 * redemption (PL-13), the offer modals' kinds and the countdown (PUR-35).
 * Needs: OffersApiPort, the clock, the scheduler, key-value storage. Exposes: the rules, OffersStore, the
 * use-cases and the OFFERS tokens; an in-memory provider under ./testing.
 */
import type { BoostOfferPaywall } from './boost-offer';
import { token } from '../shared';
import type { DiscountBannerUseCase } from './discount-banner.use-case';
import type { OffersApiPort } from './offers-api.port';
import type { OffersStore } from './offers.store';
import type { IntroReminderUseCase } from './intro-reminder.use-case';
import type { OffersUseCase } from './offers.use-case';
import type { RedeemPromoUseCase } from './promo';
import type { PromoSession } from './promo-session';
import type { RemoteCheckoutApiPort, RemoteCheckoutUseCase } from './remote-checkout.use-case';
import type { RemoteCheckoutStore } from './remote-checkout.store';

export * from './offer';
export * from './intro-reminder';
export * from './claim';
export * from './discount-banner';
export * from './remote-checkout';
export * from './subscription-offer';
export * from './incentives';
export * from './upsell-tracker';
export { RemoteCheckoutUseCase, type RemoteCheckoutApiPort, type RemoteCheckoutDeps } from './remote-checkout.use-case';
export { RemoteCheckoutStore, NATIVE_APP_LINK, nativeAppLink, type RemoteCheckoutStatus } from './remote-checkout.store';
export { RedeemPromoUseCase, type RedeemPromoDeps } from './promo';
export { PromoSession, PROMO_STORAGE_KEY, isPromoCode } from './promo-session';
export * from './boost-offer';
export * from './modal-kinds';
export * from './post-login-offers';
export type { OffersApiPort, OfferView } from './offers-api.port';
export { OffersStore } from './offers.store';
export { OffersUseCase, type OffersDeps } from './offers.use-case';
export { DiscountBannerUseCase, DISCOUNT_BANNER_STORAGE_KEY, type DiscountBannerDeps } from './discount-banner.use-case';
export { IntroReminderUseCase, OFFER_TRACKING_STORAGE_KEY, DEFAULT_REMINDER_OFFSET_MS, type DueReminder, type IntroReminderDeps, type OfferTrackingMap } from './intro-reminder.use-case';

export const OFFERS = {
  Api: token<OffersApiPort>('offers.Api'),
  Store: token<OffersStore>('offers.Store'),
  Offers: token<OffersUseCase>('offers.Offers'),
  DiscountBanner: token<DiscountBannerUseCase>('offers.DiscountBanner'),
  IntroReminder: token<IntroReminderUseCase>('offers.IntroReminder'),
  BoostOfferPaywall: token<BoostOfferPaywall>('offers.BoostOfferPaywall'),
  /** PUR-16: the session's promo codes (bound with the routing, which reads the links). */
  PromoSession: token<PromoSession>('offers.PromoSession'),
  RedeemPromo: token<RedeemPromoUseCase>('offers.RedeemPromo'),
  /** PUR-42..45: the remote checkout (its store is bound with the routing, which starts it). */
  RemoteCheckoutStore: token<RemoteCheckoutStore>('offers.RemoteCheckoutStore'),
  RemoteCheckoutApi: token<RemoteCheckoutApiPort>('offers.RemoteCheckoutApi'),
  RemoteCheckout: token<RemoteCheckoutUseCase>('offers.RemoteCheckout'),
} as const;
