import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, layoutFor, resolveColorScheme } from './color-scheme';

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

  it('layoutFor (the screens lay out by the media queries of ui/theme/tokens, tested there): widths up to 896 px are mobile, wider ones desktop', () => {
    expect(BREAKPOINTS).toEqual({ smallMobile: 375, mobile: 896, desktop: 1024, smallDesktopHeight: 768 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (w) => {
        expect(layoutFor(w)).toBe(w <= 896 ? 'mobile' : 'desktop');
      }),
    );
    expect(layoutFor(896)).toBe('mobile');
    expect(layoutFor(897)).toBe('desktop');
  });
});
