import { describe, expect, it } from 'vitest';
import { contrast, DARK, LIGHT, type Palette } from './palette';

// WCAG 2.2 AA: 4.5:1 for text, 3:1 for the edges of controls, focus rings and icons that carry meaning.
const TEXT = 4.5;
const NON_TEXT = 3;

describe('the brand colour (CONF-11)', () => {
  it('CONF-11: the brand colour is #fd267a in both schemes', () => {
    expect(LIGHT.brand).toBe('#fd267a');
    expect(DARK.brand).toBe('#fd267a');
  });
});

describe.each([
  ['light', LIGHT],
  ['dark', DARK],
] as const)('the %s palette (CONF-10)', (_name, p: Palette) => {
  it('has AA contrast for text on every surface', () => {
    for (const surface of [p.bg, p.raised, p.surface]) {
      expect(contrast(p.fg, surface)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(p.muted, surface)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(p.accentText, surface)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(p.danger, surface)).toBeGreaterThanOrEqual(TEXT);
    }
    expect(contrast(p.success, p.bg)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(p.onAccent, p.accentFill)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast('#ffffff', p.dangerFill)).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(p.onInverse, p.inverse)).toBeGreaterThanOrEqual(TEXT);
  });

  it('has 3:1 for field edges, the focus ring and the action icons', () => {
    for (const c of [p.borderStrong, p.focus, p.like, p.pass, p.superLike]) {
      expect(contrast(c, p.bg)).toBeGreaterThanOrEqual(NON_TEXT);
      expect(contrast(c, p.raised)).toBeGreaterThanOrEqual(NON_TEXT);
    }
  });
});

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#d6005c', '#d6005c')).toBe(1);
  });
});
