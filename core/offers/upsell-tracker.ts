/**
 * PUR-41: upsell trackers `{amountShown, shown, timestamp}`; a web banner's also `stopShowingUpsell`.
 */

/** PUR-41: how often an upsell was shown, whether it was, and when last (ms since the epoch, or null). */
export interface UpsellTracker {
  readonly amountShown: number;
  readonly shown: boolean;
  readonly timestamp: number | null;
}

/** PUR-41: a web banner's tracker also says when the upsell must not show again. */
export interface WebBannerUpsellTracker extends UpsellTracker {
  readonly stopShowingUpsell: boolean;
}

export const NEW_UPSELL_TRACKER: WebBannerUpsellTracker = { amountShown: 0, shown: false, timestamp: null, stopShowingUpsell: false };

/** PUR-41: the upsell was shown at `now`. */
export const upsellShown = <T extends UpsellTracker>(tracker: T, now: number): T => ({ ...tracker, amountShown: tracker.amountShown + 1, shown: true, timestamp: now });

/** PUR-41: a web banner's upsell is not shown again (the member took it). */
export const stopShowingUpsell = (tracker: WebBannerUpsellTracker): WebBannerUpsellTracker => ({ ...tracker, stopShowingUpsell: true });

/** Reads a kept tracker; what does not read is a new one. */
export const readWebBannerTracker = (raw: unknown): WebBannerUpsellTracker => {
  // A value that is no object has none of the fields, as an empty one.
  const r = (raw ?? {}) as Record<string, unknown>;
  const amount = r['amountShown'];
  return {
    amountShown: Number.isInteger(amount) ? Math.max(0, amount as number) : 0,
    shown: r['shown'] === true,
    timestamp: typeof r['timestamp'] === 'number' ? r['timestamp'] : null,
    stopShowingUpsell: r['stopShowingUpsell'] === true,
  };
};
