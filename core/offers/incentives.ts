/**
 * Incentives (PUR-15): the incentive details as read from the provider. The promo code a link carries (PUR-16) is
 * read by the routing (`vip/{promoCode}`) and kept by PromoSession.
 */

/** PUR-15. */
export const INCENTIVE_TYPES = ['free_trial', 'intro_price'] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

/** PUR-15: an incentive's details. */
export interface Incentive {
  readonly incentivesType: IncentiveType;
  readonly eligible: boolean;
  readonly code: string;
  readonly campaignId: string;
  readonly campaignName: string;
  readonly isIntroPrice: boolean;
  readonly ccRequired: boolean;
  readonly offer: IncentiveOffer | null;
}

/** PUR-15 `offers[0]`: what the incentive gives; the price fields and `offerId` when the provider names its offer (cents). */
export interface IncentiveOffer {
  readonly purchaseType: string;
  readonly productType: string;
  readonly amount: number;
  readonly unit: string;
  readonly price: number | null;
  readonly originalPrice: number | null;
  readonly currency: string;
  readonly offerId: string | null;
  /** PL-13: the provider put it before the member, to be shown after sign-in. */
  readonly prompt: boolean;
}

type Json = Record<string, unknown>;
// A value that is no object (a list, a string, a number) has none of the fields asked for, as an empty one.
const obj = (v: unknown): Json => (v ?? {}) as Json;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const cents = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** PUR-15: reads an incentive; an unknown `incentivesType` is no incentive. Only `offers[0]` counts. */
export const readIncentive = (raw: unknown): Incentive | null => {
  const r = obj(raw);
  const type = r['incentivesType'];
  if (type !== 'free_trial' && type !== 'intro_price') return null;
  const first = Array.isArray(r['offers']) && r['offers'].length > 0 ? obj(r['offers'][0]) : null;
  return {
    incentivesType: type,
    eligible: r['eligible'] === true,
    code: str(r['code']),
    campaignId: str(r['campaignId']),
    campaignName: str(r['campaignName']),
    isIntroPrice: r['isIntroPrice'] === true,
    ccRequired: r['ccRequired'] === true,
    offer:
      first === null
        ? null
        : {
            purchaseType: str(first['purchaseType']),
            productType: str(first['productType']),
            amount: typeof first['amount'] === 'number' ? first['amount'] : 0,
            unit: str(first['unit']),
            price: cents(first['price']),
            originalPrice: cents(first['originalPrice']),
            currency: str(first['currency']) || 'USD',
            offerId: str(first['offerId']) || null,
            prompt: first['prompt'] === true,
          },
  };
};
