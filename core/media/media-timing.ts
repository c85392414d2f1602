/** PROF-14: the times of the upload flow (D2 sections 4, 8 and 9). */
export const MEDIA_TIMING = {
  /** How long to wait for the hydration nudge when the placeholders were not already known. */
  nudgeWaitMs: 5_000,
  /** An upload that has not become a photo after this long is given up: its placeholder goes, "Upload timeout". */
  uploadTimeoutMs: 20_000,
  /** A preview's object URL is revoked this long after its last use. */
  objectUrlRevokeMs: 1_000,
  /** An image that has not loaded after this long counts as failed (PROF-17 then tries the next url). */
  assetLoadTimeoutMs: 5_000,
} as const;

/** PROF-17: an image loads lazily once this share of it is visible. */
export const LAZY_VISIBLE_FRACTION = 0.25;

/** PROF-17: the formats the web client reads (sent as `x-supported-image-formats`). */
export const SUPPORTED_IMAGE_FORMATS = ['webp', 'jpeg'] as const;

/**
 * PROF-14: after the upload answered without the photo, how long to wait before asking for it (the nudge);
 * `null` when the placeholders were already known, so the flow waits for the notice itself.
 */
export const nudgeWait = (placeholdersKnown: boolean): number | null => (placeholdersKnown ? null : MEDIA_TIMING.nudgeWaitMs);
