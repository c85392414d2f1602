import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileDevice, landingVariant, nextSlide, showCreateAccount } from './landing-rules';

describe('landing rules', () => {
  it('LAND-02: lite for lite or flagged builds, else mobile on a mobile device, else desktop (the landing asks with lite off: none ships)', () => {
    const table: readonly [boolean, boolean, boolean, string][] = [
      [true, false, false, 'lite'],
      [true, false, true, 'lite'],
      [false, true, false, 'lite'],
      [false, true, true, 'lite'],
      [true, true, true, 'lite'],
      [true, true, false, 'lite'],
      [false, false, true, 'mobile'],
      [false, false, false, 'desktop'],
    ];
    for (const [liteBuild, flagged, mobile, variant] of table) expect(landingVariant({ liteBuild, flagged, mobile })).toBe(variant);
  });

  it('LAND-05: app-download-only mode hides Create Account on the mobile landing only', () => {
    fc.assert(
      fc.property(fc.constantFrom('lite', 'mobile', 'desktop' as const), fc.boolean(), (variant, only) => {
        expect(showCreateAccount(variant, only)).toBe(!(only && variant === 'mobile'));
      }),
    );
  });

  it('NAV-19: mobile means at most 768 px wide and touch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.boolean(), (w, touch) => {
        expect(isMobileDevice(w, touch)).toBe(w <= 768 && touch);
      }),
    );
    // Around the threshold: 768 px with touch is mobile, 769 px is not, nor anything without touch.
    expect(isMobileDevice(768, true)).toBe(true);
    expect(isMobileDevice(769, true)).toBe(false);
    expect(isMobileDevice(768, false)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 758, max: 778 }), (w) => {
        expect(isMobileDevice(w, true)).toBe(w <= 768);
      }),
    );
  });

  it('LAND-01: the carousel wraps around in both directions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(100), fc.constantFrom(1 as const, -1 as const), (count, i, step) => {
        const index = i % count;
        const n = nextSlide(index, count, step);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(count);
        expect(nextSlide(n, count, step === 1 ? -1 : 1)).toBe(index);
      }),
    );
    expect(nextSlide(0, 3, 1)).toBe(1);
    expect(nextSlide(2, 3, 1)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(0, 0, 1)).toBe(0);
  });
});
