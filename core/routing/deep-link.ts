import type { RouteMatch } from './match-route';
import { PRODUCT_NAME } from './page-title';
import { readQuery } from './query-params';

/** ROUTE-33: the student-programme type, `{product}u-email`. */
export const STUDENT_EMAIL_TYPE = `${PRODUCT_NAME.toLowerCase()}u-email`;

/** ROUTE-33: the deep-link types the app knows. */
export const DEEP_LINK_TYPES = [
  'account-email',
  'account-recovery',
  'campaign',
  'incentive',
  'redirect',
  'age-verification',
  'select',
  'web_discount',
  STUDENT_EMAIL_TYPE,
] as const;

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

/** ROUTE-32: the session fields a deep link fills. */
export interface DeepLinkSessionFields {
  readonly deeplinkOtp: string | null;
  readonly deeplinkType: string | null;
  readonly deeplinkSource: string | null;
}

/** The query parameter naming where a link was sent from (e-mail, SMS...): not specified, chosen here. */
export const DEEP_LINK_SOURCE_PARAM = 'source';

/** ROUTE-33: the type a link shape implies; null when only the server can tell (a bare one-time code). */
export const deepLinkType = (link: DeepLink): string | null => {
  switch (link.kind) {
    case 'confirm':
      return link.type;
    case 'accountEmailRemove':
      return 'account-email';
    case 'incentive':
      return 'incentive';
    case 'campaign':
      return 'campaign';
    case 'ageVerification':
      return 'age-verification';
    default:
      return null;
  }
};

/** ROUTE-32: otp and type into `deeplinkOtp`/`deeplinkType`, the origin (the `source` parameter) into `deeplinkSource`. */
export const deepLinkSessionFields = (link: DeepLink, search: string): DeepLinkSessionFields => ({
  deeplinkOtp: 'otp' in link ? link.otp : null,
  deeplinkType: deepLinkType(link),
  deeplinkSource: readQuery(search).get(DEEP_LINK_SOURCE_PARAM) || null,
});
