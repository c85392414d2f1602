import { describe, expect, it } from 'vitest';
import { discoverPreloads, firstScreen, startPreloads } from './discover-preload';

const LIST = JSON.stringify(['/app/assets/RecsScreen-a1.js', '/app/assets/recs.module-b2.js']);

describe("Discover's chunks preloaded at start", () => {
  it('lists every chunk of the build for a member who is probably signed in, on Discover or the root of the app', () => {
    for (const path of ['/app', '/app/', '/app/recs', '/app/recs/']) {
      expect(discoverPreloads(LIST, true, path)).toEqual(['/app/assets/RecsScreen-a1.js', '/app/assets/recs.module-b2.js']);
    }
  });

  it('lists none for a guest, for another page, or without a usable list', () => {
    expect(discoverPreloads(LIST, false, '/app/recs')).toEqual([]);
    expect(discoverPreloads(LIST, true, '/app/matches')).toEqual([]);
    expect(discoverPreloads(LIST, true, '/app/recs/profile')).toEqual([]);
    expect(discoverPreloads(null, true, '/app/recs')).toEqual([]);
    expect(discoverPreloads('{not json', true, '/app/recs')).toEqual([]);
    expect(discoverPreloads(JSON.stringify(['https://elsewhere.example/x.js', 3]), true, '/app/recs')).toEqual([]);
  });
});

describe('firstScreen', () => {
  it('is Discover for a member on Discover or the root, the landing for a visitor on the root, none elsewhere', () => {
    for (const path of ['/app', '/app/', '/app/recs', '/app/recs/']) expect(firstScreen(true, path)).toBe('recs');
    for (const path of ['/app', '/app/']) expect(firstScreen(false, path)).toBe('landing');
    expect(firstScreen(false, '/app/recs')).toBeNull();
    expect(firstScreen(true, '/app/matches')).toBeNull();
    expect(firstScreen(false, '/app/settings')).toBeNull();
  });
});

describe("boot's chunks preloaded at start", () => {
  it('lists the build\'s chunks of the app for everyone, and none without a usable list', () => {
    expect(startPreloads(JSON.stringify(['/app/assets/persistence.module-c3.js', '/elsewhere/x.js', 7]))).toEqual(['/app/assets/persistence.module-c3.js']);
    expect(startPreloads(null)).toEqual([]);
    expect(startPreloads('[')).toEqual([]);
  });
});
