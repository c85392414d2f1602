import { describe, expect, it } from 'vitest';
import { discoverPreloads } from './discover-preload';

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
