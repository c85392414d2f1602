import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWithinTtl } from './within-ttl';

describe('SESS-10: session parameters are kept only within a TTL', () => {
  it('SESS-10: kept up to just before the TTL, dropped from the TTL on', () => {
    expect(isWithinTtl(1_000, 1_000, 500)).toBe(true);
    expect(isWithinTtl(1_000, 1_499, 500)).toBe(true);
    expect(isWithinTtl(1_000, 1_500, 500)).toBe(false);
  });

  it('SESS-10: for any save time, now and TTL, kept exactly when 0 <= now - savedAt < ttl (a future save time is not trusted)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -(2 ** 30), max: 2 ** 30 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (savedAt, delta, ttl) => {
          expect(isWithinTtl(savedAt, savedAt + delta, ttl)).toBe(delta >= 0 && delta < ttl);
        },
      ),
    );
  });
});
