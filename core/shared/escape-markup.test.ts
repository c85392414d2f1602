import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('writes each markup character as its character reference, and leaves other text as it is', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
    expect(escapeMarkup('Zoë, 29 — 🙂')).toBe('Zoë, 29 — 🙂');
  });

  it('no text comes out able to open a tag, end a quoted attribute or start an entity of its own', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const out = escapeMarkup(text);
        expect(out).not.toMatch(/[<>"']/);
        // Every & starts one of the five references.
        expect(out.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        // Nothing is lost: the references read back give the text.
        const back = out.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
        expect(back).toBe(text);
      }),
    );
  });
});
