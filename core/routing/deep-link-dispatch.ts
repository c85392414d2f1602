import { parseCampaignString, type IntroOffer } from './campaign-string';
import { STUDENT_EMAIL_TYPE, type DeepLink } from './deep-link';
import { handleIntent, APP_PROTOCOL } from './deep-link-intent';
import type { DeepLinkAction } from './deep-link-targets';
import { defaultRedirect } from './default-redirect';
import { routeHref } from './route-href';

/** Flows that other modules run for a deep link (with its one-time code where it has one). */
export type DeepLinkFlow =
  | 'accountRecovery'
  | 'confirmAccountEmail'
  | 'removeAccountEmail'
  | 'incentive'
  | 'redirect'
  | 'studentEmail'
  | 'getGold'
  | 'resolveOtp';

/** Age-verification statuses that count as a success on return (D1§3 lists the statuses). */
export const AGE_VERIFICATION_SUCCESS_STATUSES: ReadonlySet<string> = new Set(['successful', 'in_review']);

export type DeepLinkOutcome =
  | { readonly kind: 'navigate'; readonly to: string; readonly reason: 'route' | 'unknownType' | 'invalidLink' }
  | { readonly kind: 'flow'; readonly flow: DeepLinkFlow; readonly otp: string | null; readonly promoCode?: string }
  /** ROUTE-35: store `introPriceTerm` / `introPriceDiscount`. */
  | { readonly kind: 'introOffer'; readonly offer: IntroOffer; readonly otp: string }
  /** The status goes on as a code; on return a success or error banner shows. */
  | { readonly kind: 'ageVerification'; readonly status: string; readonly banner: 'success' | 'error' }
  | { readonly kind: 'action'; readonly action: DeepLinkAction };

const navigate = (to: string, reason: 'route' | 'unknownType' | 'invalidLink' = 'route'): DeepLinkOutcome => ({ kind: 'navigate', to, reason });

/**
 * ROUTE-34: what a deep link does, by type: account recovery → the recovery flow; select → the select route;
 * web_discount → subscription settings; campaign → the intro offer of its campaign string (ROUTE-35);
 * age-verification → the status and a banner; unknown types → the default redirect (ROUTE-31). Known types the
 * spec gives no behaviour for go to the flow of their module.
 */
export const dispatchDeepLink = (link: DeepLink, context: { readonly loggedIn: boolean }): DeepLinkOutcome => {
  const fallback = (reason: 'unknownType' | 'invalidLink') => navigate(defaultRedirect(context.loggedIn), reason);
  const otp = 'otp' in link ? link.otp : null;
  switch (link.kind) {
    case 'checkout':
      return navigate(routeHref('checkout'));
    case 'getGold':
      return { kind: 'flow', flow: 'getGold', otp: null };
    case 'otp':
      return { kind: 'flow', flow: 'resolveOtp', otp };
    case 'accountEmailRemove':
      return { kind: 'flow', flow: 'removeAccountEmail', otp };
    case 'incentive':
      return { kind: 'flow', flow: 'incentive', otp: null, ...(link.promoCode ? { promoCode: link.promoCode } : {}) };
    case 'campaign': {
      const offer = parseCampaignString(link.campaignInfo);
      return offer ? { kind: 'introOffer', offer, otp: link.otp } : fallback('invalidLink');
    }
    case 'ageVerification':
      return { kind: 'ageVerification', status: link.status, banner: AGE_VERIFICATION_SUCCESS_STATUSES.has(link.status.toLowerCase()) ? 'success' : 'error' };
    case 'navigate': {
      // A link in a URL is not a user action (ROUTE-40).
      // Stryker disable next-line ObjectLiteral: an app-protocol link is never opened in a new tab, and dispatch falls back on its own
      const outcome = handleIntent(`${APP_PROTOCOL}://${link.target}`, { userAction: false, loggedIn: context.loggedIn });
      if (outcome.kind === 'navigate') return navigate(outcome.to);
      if (outcome.kind === 'action') return { kind: 'action', action: outcome.action };
      return fallback('unknownType');
    }
  }
  // Only the confirm shape is left: its type says what the link is for.
  switch (link.type.toLowerCase()) {
    case 'account-recovery':
      return { kind: 'flow', flow: 'accountRecovery', otp };
    case 'select':
      return navigate(routeHref('select'));
    case 'web_discount':
      return navigate(routeHref('subscriptionSettings'));
    case 'account-email':
      return { kind: 'flow', flow: 'confirmAccountEmail', otp };
    case 'incentive':
      return { kind: 'flow', flow: 'incentive', otp };
    case 'redirect':
      return { kind: 'flow', flow: 'redirect', otp };
    case STUDENT_EMAIL_TYPE:
      return { kind: 'flow', flow: 'studentEmail', otp };
    default:
      // `campaign` and `age-verification` carry their data in their own shapes; in the confirm shape they have none.
      return fallback('unknownType');
  }
};
