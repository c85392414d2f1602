import type { IntlShape } from 'react-intl';

/** An amount in cents as the member's language writes money. */
export const formatMoney = (intl: IntlShape, cents: number, currency = 'USD'): string => intl.formatNumber(cents / 100, { style: 'currency', currency });

/** "5 Super Likes": a number of units of a consumable. */
export const unitsText = (intl: IntlShape, product: string, units: number): string => intl.formatMessage({ id: 'checkout.pack.units' }, { product, units });

/** What the server's payment codes mean, as message ids (PUR-33: the checkout's errors). */
export const checkoutErrorMessage = (code: string | number | undefined): string => {
  switch (code) {
    case 40201:
      return 'checkout.error.declined';
    case 40202:
      return 'checkout.error.threeDs';
    case 40020:
      return 'checkout.error.brand';
    case 40021:
      return 'checkout.error.number';
    case 40022:
      return 'checkout.error.expired';
    case 40048:
      return 'checkout.error.noCard';
    case 42901:
      return 'checkout.error.tooManyRefused';
    case 'API.NETWORK':
    case 'API.TIMEOUT':
      return 'checkout.error.network';
    default:
      return 'checkout.error.generic';
  }
};
