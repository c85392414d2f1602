import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitted, candidateUrls, moved, slotsLeft, srcSetOf } from '.';
import { fakePhoto } from './testing/fake-media-api';

describe('PROF-16: at most 9 profile images', () => {
  it('PROF-16: of any files offered beside any photos, the admitted ones never take the total over 9, and as many as fit are taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 30 }), (count, offered) => {
        const taken = admitted(count, offered);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(taken).toBeLessThanOrEqual(offered);
        if (count <= 9) expect(count + taken).toBeLessThanOrEqual(9);
        else expect(taken).toBe(0);
        // Nothing that would still fit is refused.
        expect(taken).toBe(Math.min(offered, Math.max(0, 9 - count)));
      }),
    );
  });

  it('PROF-16: slots left go from 9 with no photo to 0 with 9 or more', () => {
    expect(slotsLeft(0)).toBe(9);
    expect(slotsLeft(8)).toBe(1);
    expect(slotsLeft(9)).toBe(0);
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (count) => slotsLeft(count) === Math.max(0, 9 - count)));
  });
});

describe('PROF-17: images from the sizes the server made', () => {
  it('PROF-17: the srcset lists every size with its width', () => {
    expect(srcSetOf(fakePhoto('a'))).toBe('/media/photos/a/1080.webp 1080w, /media/photos/a/640.webp 640w, /media/photos/a/320.webp 320w');
    expect(srcSetOf({ processedFiles: [] })).toBe('');
  });

  it('PROF-17: the urls to try start with the smallest size wide enough, then the others, then the main url, each once', () => {
    expect(candidateUrls(fakePhoto('a'), 400)).toEqual(['/media/photos/a/640.webp', '/media/photos/a/1080.webp', '/media/photos/a/320.webp']);
    expect(candidateUrls(fakePhoto('a'), 2000)).toEqual(['/media/photos/a/1080.webp', '/media/photos/a/640.webp', '/media/photos/a/320.webp']);
    expect(candidateUrls({ processedFiles: [], url: '/x.svg' })).toEqual(['/x.svg']);
  });
});

describe('moving a photo', () => {
  it('PROF-15: a move keeps every photo once and puts the moved one where asked (clamped)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 9 }), fc.nat(), fc.integer({ min: -3, max: 12 }), (items, fromSeed, to) => {
        const from = fromSeed % items.length;
        const next = moved(items, from, to);
        expect([...next].sort()).toEqual([...items].sort());
        expect(next[Math.max(0, Math.min(items.length - 1, to))]).toBe(items[from]);
      }),
    );
  });
});

describe('PROF-17: the urls tried in turn', () => {
  const photo = (url = '/full.webp') => ({
    url,
    processedFiles: [1080, 320, 640].map((width) => ({ url: `/${width}.webp`, width, height: width })),
  });

  it('PROF-17: from the smallest size at least as wide as asked (an exact width included), then the smaller ones widest first, then the url', () => {
    expect(candidateUrls(photo(), 640)).toEqual(['/640.webp', '/1080.webp', '/320.webp', '/full.webp']);
    expect(candidateUrls(photo(), 1080)).toEqual(['/1080.webp', '/640.webp', '/320.webp', '/full.webp']);
    expect(candidateUrls(photo(), 0)).toEqual(['/320.webp', '/640.webp', '/1080.webp', '/full.webp']);
  });

  it('PROF-17: wider than every size: widest first', () => {
    expect(candidateUrls(photo(), 2000)).toEqual(['/1080.webp', '/640.webp', '/320.webp', '/full.webp']);
  });

  it('PROF-17: each url once, and no empty url', () => {
    expect(candidateUrls(photo('/1080.webp'), 2000)).toEqual(['/1080.webp', '/640.webp', '/320.webp']);
    expect(candidateUrls(photo(''), 2000)).toEqual(['/1080.webp', '/640.webp', '/320.webp']);
  });
});

describe('moving an item', () => {
  it('an index outside the list changes nothing', () => {
    const items = ['a', 'b', 'c'];
    expect(moved(items, -1, 0)).toBe(items);
    expect(moved(items, 3, 0)).toBe(items);
  });

  it('a target past either end is clamped', () => {
    expect(moved(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
  });
});
