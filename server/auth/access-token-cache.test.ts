import { describe, expect, it } from 'vitest';
import { AccessTokenCache } from './access-token-cache';
import type { AccessTokenRecord } from './session.repository';

const record = (familyId: string, over: Partial<AccessTokenRecord> = {}): AccessTokenRecord => ({
  familyId,
  userId: `user-${familyId}`,
  scope: 'member',
  expiresAt: 1_000_000,
  revoked: false,
  ban: null,
  ...over,
});

describe('access tokens held in memory (issue 11: a request authenticated without a database round trip)', () => {
  it('answers a live member token for 10 seconds after it was looked up, then asks again', () => {
    const cache = new AccessTokenCache();
    cache.set('h1', record('f1'), 0, cache.epoch);
    expect(cache.get('h1', 0)?.familyId).toBe('f1');
    expect(cache.get('h1', 9_999)?.familyId).toBe('f1');
    expect(cache.get('h1', 10_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('treats a clock that went back as stale', () => {
    const cache = new AccessTokenCache();
    cache.set('h1', record('f1'), 5_000, cache.epoch);
    expect(cache.get('h1', 4_999)).toBeUndefined();
  });

  it('forgets every token of an ended family at once, and only those', () => {
    const cache = new AccessTokenCache();
    cache.set('a1', record('fa'), 0, cache.epoch);
    cache.set('a2', record('fa'), 0, cache.epoch);
    cache.set('b1', record('fb'), 0, cache.epoch);
    cache.forgetFamilies(['fa']);
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b1', 1)?.familyId).toBe('fb');
  });

  it('does not keep a lookup that raced a revocation (the database may have answered before it)', () => {
    const cache = new AccessTokenCache();
    const before = cache.epoch;
    cache.forgetFamilies(['fa']);
    cache.set('a1', record('fa'), 0, before);
    expect(cache.get('a1', 1)).toBeUndefined();
  });

  it('never keeps onboarding tokens, revoked families or banned members', () => {
    const cache = new AccessTokenCache();
    cache.set('o', record('f1', { scope: 'onboarding' }), 0, cache.epoch);
    cache.set('r', record('f2', { revoked: true }), 0, cache.epoch);
    cache.set('b', record('f3', { ban: { userId: 'user-f3', tier: 'banned', policy: '', appealToken: null, createdAt: 0 } }), 0, cache.epoch);
    expect(cache.size).toBe(0);
  });

  it('holds at most its size, dropping the oldest first', () => {
    const cache = new AccessTokenCache(10_000, 2);
    cache.set('h1', record('f1'), 0, cache.epoch);
    cache.set('h2', record('f2'), 0, cache.epoch);
    cache.set('h3', record('f3'), 0, cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h3', 1)?.familyId).toBe('f3');
  });

  it('lets go of the tokens whose time is up when a later one is stored, even those never asked for again', () => {
    const cache = new AccessTokenCache();
    cache.set('h1', record('f1'), 0, cache.epoch);
    cache.set('h2', record('f2'), 5_000, cache.epoch);
    cache.set('h3', record('f3'), 10_000, cache.epoch);
    // h1's 10 seconds are up: it went when h3 came; h2 stays.
    expect(cache.size).toBe(2);
    cache.set('h4', record('f4'), 15_001, cache.epoch);
    expect(cache.size).toBe(2);
    expect([cache.get('h3', 15_001)?.familyId, cache.get('h4', 15_001)?.familyId]).toEqual(['f3', 'f4']);
  });

  it('a token stored again counts from then, and is the newest', () => {
    const cache = new AccessTokenCache(10_000, 2);
    cache.set('h1', record('f1'), 0, cache.epoch);
    cache.set('h2', record('f2'), 1, cache.epoch);
    cache.set('h1', record('f1'), 2, cache.epoch);
    cache.set('h3', record('f3'), 3, cache.epoch);
    // Full: the oldest is h2 now, not h1.
    expect(cache.get('h2', 4)).toBeUndefined();
    expect(cache.get('h1', 9_999)?.familyId).toBe('f1');
  });
});
