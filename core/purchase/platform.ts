/** PUR-19: the payment platforms, and the kind of payment each one is. */
export const PAYMENT_PLATFORMS = ['web', 'web_adyen_card', 'web_braintree_applepay', 'web_braintree_paypal', 'android_cc', 'apple_cc', 'web_blackhawk_giftcard'] as const;
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];

export type PaymentKind = 'card' | 'paypal' | 'applepay';

/**
 * PUR-19: `web` and `web_adyen_card` are card payments, the paypal platform is paypal, the applepay platform is
 * applepay; the others (the apps' own and gift cards) are none of the three here.
 */
export const paymentKindOf = (platform: PaymentPlatform): PaymentKind | null => {
  switch (platform) {
    case 'web':
    case 'web_adyen_card':
      return 'card';
    case 'web_braintree_paypal':
      return 'paypal';
    case 'web_braintree_applepay':
      return 'applepay';
    default:
      return null;
  }
};

export const isPaymentPlatform = (value: string): value is PaymentPlatform => (PAYMENT_PLATFORMS as readonly string[]).includes(value);

/** PUR-19: the kind of payment of a saved method as the provider lists it, read from its platform (null: none of the three). */
export const kindOfPlatform = (platform: unknown): PaymentKind | null => (typeof platform === 'string' && isPaymentPlatform(platform) ? paymentKindOf(platform) : null);
