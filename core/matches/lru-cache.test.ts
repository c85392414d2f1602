import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruCache, MATCHES_CACHE_SIZE, MATCH_LIST_ENTITY_CACHE_SIZE, memoByKey, RECENT_USER_CACHE_SIZE, USER_CACHE_SIZE } from './lru-cache';

type Op = { readonly op: 'set'; readonly key: number; readonly value: number } | { readonly op: 'get'; readonly key: number } | { readonly op: 'delete'; readonly key: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), key: fc.integer({ min: 0, max: 12 }), value: fc.integer() }),
  fc.record({ op: fc.constant('get' as const), key: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ op: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 12 }) }),
);

describe('MATCH-16: the caches', () => {
  it('MATCH-16: sizes: match-list entity cache 200 persons; user caches 120 and 4; matches cache 120', () => {
    expect(MATCH_LIST_ENTITY_CACHE_SIZE).toBe(200);
    expect(USER_CACHE_SIZE).toBe(120);
    expect(RECENT_USER_CACHE_SIZE).toBe(4);
    expect(MATCHES_CACHE_SIZE).toBe(120);
  });

  it('MATCH-16: a cache never holds more than its size and keeps the most recently used entries (model test)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(opArb, { maxLength: 60 }), (capacity, ops) => {
        const cache = new LruCache<number, number>(capacity);
        // The model: keys from least to most recently used, with their values.
        let model: Array<[number, number]> = [];
        for (const o of ops) {
          if (o.op === 'set') {
            model = [...model.filter(([key]) => key !== o.key), [o.key, o.value]];
            if (model.length > capacity) model = model.slice(model.length - capacity);
            cache.set(o.key, o.value);
          } else if (o.op === 'get') {
            const hit = model.find(([key]) => key === o.key);
            if (hit) model = [...model.filter(([key]) => key !== o.key), hit];
            expect(cache.get(o.key)).toBe(hit?.[1]);
          } else {
            expect(cache.delete(o.key)).toBe(model.some(([key]) => key === o.key));
            model = model.filter(([key]) => key !== o.key);
          }
          expect(cache.size).toBeLessThanOrEqual(capacity);
          expect(cache.keys()).toEqual(model.map(([key]) => key));
        }
      }),
    );
  });

  it('MATCH-16: the match-list entity cache answers the same row while its match is the same object, for at most 200 matches', () => {
    let computed = 0;
    const row = memoByKey<string, { readonly name: string }, { readonly label: string }>(MATCH_LIST_ENTITY_CACHE_SIZE, (input) => {
      computed += 1;
      return { label: input.name };
    });
    const lena = { name: 'Lena' };
    expect(row('m1', lena)).toBe(row('m1', lena));
    expect(computed).toBe(1);
    expect(row('m1', { name: 'Lena' })).not.toBe(row('m1', lena));
    for (let i = 0; i < 200; i += 1) row(`other-${i}`, lena);
    computed = 0;
    row('m1', lena);
    expect(computed).toBe(1);
  });

  it('a cache holds at least one entry', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
