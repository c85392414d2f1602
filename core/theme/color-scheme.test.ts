import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, resolveColorScheme } from './color-scheme';

describe('theme rules', () => {
  it('CONF-10: the device preference decides unless the theme query parameter says light or dark', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 8 }), { nil: null }), fc.boolean(), (q, dark) => {
        const scheme = resolveColorScheme(q, dark);
        if (q === 'light' || q === 'dark') expect(scheme).toBe(q);
        else expect(scheme).toBe(dark ? 'dark' : 'light');
      }),
    );
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('Dark', false)).toBe('light');
    expect(resolveColorScheme(undefined, true)).toBe('dark');
  });

  it('CONF-13: the breakpoints are small mobile 375 px, mobile 896 px, desktop 1024 px and small-desktop height 768 px (the layout media queries of ui/theme/tokens use the mobile one)', () => {
    expect(BREAKPOINTS).toEqual({ smallMobile: 375, mobile: 896, desktop: 1024, smallDesktopHeight: 768 });
  });
});
