/** LAND-02: which landing the visitor sees. */
export type LandingVariant = 'lite' | 'mobile' | 'desktop';

export const landingVariant = (c: { readonly liteBuild: boolean; readonly flagged: boolean; readonly mobile: boolean }): LandingVariant =>
  c.liteBuild || c.flagged ? 'lite' : c.mobile ? 'mobile' : 'desktop';

/** LAND-03: the headline: the incentive message once eligibility is known and positive, a discounted-term title when an intro price term is set, else the default. */
export type HeadlineVariant = { readonly kind: 'incentive' } | { readonly kind: 'intro-price'; readonly term: number } | { readonly kind: 'default' };

export const headlineVariant = (c: {
  readonly eligibilityChecked: boolean;
  readonly eligible: boolean;
  readonly introPriceTerm?: number | undefined;
}): HeadlineVariant =>
  c.eligibilityChecked && c.eligible
    ? { kind: 'incentive' }
    : // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, Number.isFinite(undefined) is false
      c.introPriceTerm !== undefined && Number.isFinite(c.introPriceTerm) && c.introPriceTerm > 0
      ? { kind: 'intro-price', term: c.introPriceTerm }
      : { kind: 'default' };

/** LAND-05: in app-download-only mode the mobile landing hides Create Account. */
export const showCreateAccount = (variant: LandingVariant, appDownloadOnly: boolean): boolean => !(appDownloadOnly && variant === 'mobile');

/** NAV-19: "mobile" for the landing = a viewport of at most 768 px on a touch device. */
export const isMobileDevice = (viewportWidth: number, touch: boolean): boolean => viewportWidth <= 768 && touch;

/** LAND-08: the sign-in methods offered, and which of them this product's gateway serves today. */
export const SIGN_IN_METHODS = ['phone', 'email', 'search-engine', 'social-network', 'messaging-app', 'magic-link', 'account-recovery', 'guest'] as const;
export const AVAILABLE_SIGN_IN_METHODS = ['phone', 'email'] as const satisfies readonly (typeof SIGN_IN_METHODS)[number][];

/** The testimonial carousel's rotation, when motion is allowed. */
export const TESTIMONIAL_ROTATION_MS = 6_000;

/** The next slide, wrapping around, in either direction. */
export const nextSlide = (index: number, count: number, step: 1 | -1): number => (count <= 0 ? 0 : (((index + step) % count) + count) % count);
