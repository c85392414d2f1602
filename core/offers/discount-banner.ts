/**
 * The web discount banner (PUR-37..39) and the consumable discount (PUR-40).
 */

/** PUR-38: the banner never shows on a path containing one of these. */
export const BANNER_EXCLUDED_PATH_PARTS = ['appeals-center', 'banned', 'checkout', 'gift', 'onboarding', 'select', 'subscription', 'underReview', 'verify'] as const;

/** PUR-39: the discount offer's cool-down, in seconds (36 h). */
export const DISCOUNT_COOLDOWN_S = 129_600;

/** PUR-37: after this many views the banner stops for good. */
export const DISCOUNT_BANNER_MAX_VIEWS = 3;

/** PUR-39: where the `web_discount` deep link leads. */
export const WEB_DISCOUNT_DEEP_LINK = { link: 'web_discount', route: 'subscriptionSettings' } as const;

/** PUR-38: whether the banner is kept off this path. */
export const isBannerExcludedPath = (path: string): boolean => BANNER_EXCLUDED_PATH_PARTS.some((part) => path.includes(part));

/** What the banner rule reads. Times in ms since the epoch. */
export interface DiscountBannerInput {
  /** The configuration's switch. */
  readonly enabled: boolean;
  /** The member may have the discount (the provider offers them one). */
  readonly eligible: boolean;
  readonly path: string;
  /** When the banner was last shown, or null. */
  readonly lastShownAt: number | null;
  readonly views: number;
  readonly now: number;
}

/**
 * PUR-39: the cool-down has passed since the banner was last shown. This is also the discount's rate limit of 1: a
 * view starts a cool-down, so at most one view falls in any cool-down (docs/decisions.md PUR-39).
 */
export const cooldownElapsed = (lastShownAt: number | null, now: number): boolean => lastShownAt === null || now - lastShownAt >= DISCOUNT_COOLDOWN_S * 1000;

/** PUR-37: flag on, eligible, path not excluded, cool-down elapsed and fewer than 3 views. */
export const showsDiscountBanner = (input: DiscountBannerInput): boolean =>
  input.enabled && input.eligible && !isBannerExcludedPath(input.path) && cooldownElapsed(input.lastShownAt, input.now) && input.views < DISCOUNT_BANNER_MAX_VIEWS;

/** What the device keeps about the banner (PUR-37; kept on the device, see PRIV's locally stored data). */
export interface DiscountBannerViews {
  readonly views: number;
  readonly lastShownAt: number | null;
}

/** One more view of the banner at `now`. */
export const recordBannerView = (seen: DiscountBannerViews, now: number): DiscountBannerViews => ({ views: seen.views + 1, lastShownAt: now });

/** PUR-40: a remaining count at or below this is "low" (the spec leaves it open; docs/decisions.md PUR-40). */
export const CONSUMABLE_LOW_THRESHOLD = 1;

export interface ConsumableDiscountInput {
  /** How many of the consumable the member has left. */
  readonly remaining: number;
  /** The configured interval, in ms. */
  readonly intervalMs: number;
  readonly lastShownAt: number | null;
  readonly now: number;
  readonly threshold?: number;
}

/** PUR-40: at most once per interval, and only when the remaining count is low. */
export const showsConsumableDiscount = (input: ConsumableDiscountInput): boolean =>
  input.remaining <= (input.threshold ?? CONSUMABLE_LOW_THRESHOLD) && (input.lastShownAt === null || input.now - input.lastShownAt >= input.intervalMs);
