import type { RouteMatch } from './match-route';
import { PRODUCT_NAME } from './page-title';

/** ROUTE-33: the student-programme type, `{product}u-email`. */
export const STUDENT_EMAIL_TYPE = `${PRODUCT_NAME.toLowerCase()}u-email`;

/** ROUTE-32: what a deep-link URL says, by its shape. */
export type DeepLink =
  /** `deeplink/{type}/confirm/{otp}` */
  | { readonly kind: 'confirm'; readonly type: string; readonly otp: string }
  /** `link/account-email/remove/{otp}` */
  | { readonly kind: 'accountEmailRemove'; readonly otp: string }
  /** `deeplink/checkout` */
  | { readonly kind: 'checkout' }
  /** `getGold` */
  | { readonly kind: 'getGold' }
  /** `deeplink/navigate/{route}`: a target of ROUTE-39 */
  | { readonly kind: 'navigate'; readonly target: string }
  /** `vip/{promoCode}` */
  | { readonly kind: 'incentive'; readonly promoCode: string | null }
  /** `campaigns/{campaignInfo}/{otp}` */
  | { readonly kind: 'campaign'; readonly campaignInfo: string; readonly otp: string }
  /** `deeplink/age-verification/{status}` */
  | { readonly kind: 'ageVerification'; readonly status: string }
  /** `/app/link/{otp}` and `/deeplink/{otp}`: the server knows what the one-time code is for */
  | { readonly kind: 'otp'; readonly otp: string };

/** ROUTE-32: the deep link a matched route carries; undefined for a route that is not a deep link. */
export const parseDeepLink = (match: RouteMatch): DeepLink | undefined => {
  // Stryker disable next-line ConditionalExpression,StringLiteral: not found falls to the switch's default too (the check narrows the type)
  if (match.name === 'notFound') return undefined;
  const p = match.params;
  switch (match.name) {
    case 'deeplinkConfirm':
      return { kind: 'confirm', type: p['type']!, otp: p['otp']! };
    case 'accountEmailRemove':
      return { kind: 'accountEmailRemove', otp: p['otp']! };
    case 'deeplinkCheckout':
      return { kind: 'checkout' };
    case 'getGold':
      return { kind: 'getGold' };
    case 'deeplinkNavigate':
      return { kind: 'navigate', target: p['route']! };
    case 'vip':
      return { kind: 'incentive', promoCode: p['promoCode'] ?? null };
    case 'campaignDeeplink':
      return { kind: 'campaign', campaignInfo: p['campaignInfo']!, otp: p['otp']! };
    case 'ageVerificationDeeplink':
      return { kind: 'ageVerification', status: p['status']! };
    case 'appLink':
    case 'deeplinkOtp':
      return { kind: 'otp', otp: p['otp']! };
    // Stryker disable next-line ConditionalExpression: without the default the function answers undefined all the same
    default:
      return undefined;
  }
};
