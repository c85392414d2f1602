/** ROUTE-35: the introductory offer a campaign deep link carries. */
export interface IntroOffer {
  /** Stored as `introPriceTerm` (a number of terms, at least 1). */
  readonly introPriceTerm: number;
  /** Stored as `introPriceDiscount` (a percentage above 0, at most 100). */
  readonly introPriceDiscount: number;
}

/**
 * The separator between campaign segments is not specified: `_` is the one links are written with, and
 * `-` is read too. Example: `ip_6_50` (prefix `ip`, 6 terms, 50 % off).
 */
export const CAMPAIGN_SEPARATOR = '_';
const SEPARATORS = /[_-]/;

/**
 * ROUTE-35: reads `{letters}{sep}{term}{sep}{discount}`; later segments are ignored (room for more fields).
 * Anything else gives undefined, so a malformed link never sets a price.
 */
export const parseCampaignString = (raw: string): IntroOffer | undefined => {
  // Stryker disable next-line StringLiteral: a missing segment fails its pattern whatever it defaults to
  const [prefix = '', term = '', discount = ''] = raw.trim().split(SEPARATORS);
  if (!/^[A-Za-z]+$/.test(prefix) || !/^\d{1,3}$/.test(term) || !/^\d{1,3}(\.\d{1,2})?$/.test(discount)) return undefined;
  const introPriceTerm = Number(term);
  const introPriceDiscount = Number(discount);
  if (introPriceTerm < 1 || introPriceDiscount <= 0 || introPriceDiscount > 100) return undefined;
  return { introPriceTerm, introPriceDiscount };
};
