export type ColorScheme = 'light' | 'dark';

/** CONF-13: layout breakpoints in CSS pixels. */
export const BREAKPOINTS = { smallMobile: 375, mobile: 896, desktop: 1024, smallDesktopHeight: 768 } as const;

/** Reads a `theme` query value; anything but light or dark means "no override". */
export const parseThemeOverride = (value: string | null | undefined): ColorScheme | undefined =>
  value === 'light' || value === 'dark' ? value : undefined;

/** CONF-10: light or dark follows the device unless a `theme` query parameter overrides it. */
export const resolveColorScheme = (queryValue: string | null | undefined, devicePrefersDark: boolean): ColorScheme =>
  parseThemeOverride(queryValue) ?? (devicePrefersDark ? 'dark' : 'light');
