/** LAND-02: which landing the visitor sees. */
export type LandingVariant = 'lite' | 'mobile' | 'desktop';

export const landingVariant = (c: { readonly liteBuild: boolean; readonly flagged: boolean; readonly mobile: boolean }): LandingVariant =>
  c.liteBuild || c.flagged ? 'lite' : c.mobile ? 'mobile' : 'desktop';

/** LAND-05: in app-download-only mode the mobile landing hides Create Account. */
export const showCreateAccount = (variant: LandingVariant, appDownloadOnly: boolean): boolean => !(appDownloadOnly && variant === 'mobile');

/** NAV-19: "mobile" for the landing = a viewport of at most 768 px on a touch device. */
export const isMobileDevice = (viewportWidth: number, touch: boolean): boolean => viewportWidth <= 768 && touch;

/** The testimonial carousel's rotation, when motion is allowed. */
export const TESTIMONIAL_ROTATION_MS = 6_000;

/** The next slide, wrapping around, in either direction. */
export const nextSlide = (index: number, count: number, step: 1 | -1): number => (count <= 0 ? 0 : (((index + step) % count) + count) % count);
