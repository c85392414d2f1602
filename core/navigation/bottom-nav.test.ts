import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { likesBadge, navigationOrder } from './bottom-nav';

/** NAV-01: the spec's default order, which names every item. */
const SPEC_ORDER = ['recs', 'explore', 'goldHome', 'matches', 'profile'] as const;

describe('navigation order', () => {
  it('NAV-01: the default order is recs, explore, goldHome, matches, profile', () => {
    expect(navigationOrder(undefined, { goldEnabled: true })).toEqual(['recs', 'explore', 'goldHome', 'matches', 'profile']);
    expect(navigationOrder('', { goldEnabled: true })).toEqual(['recs', 'explore', 'goldHome', 'matches', 'profile']);
    expect(navigationOrder(undefined, { goldEnabled: false })).toEqual(['recs', 'explore', 'matches', 'profile']);
    expect(navigationOrder(' matches , recs ', { goldEnabled: false })).toEqual(['matches', 'recs']);
  });

  it('NAV-01: a remote list sets the order; unknown names and repeats are dropped; nothing usable falls back', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...SPEC_ORDER), fc.string({ maxLength: 6 })), { maxLength: 8 }), (names) => {
        const order = navigationOrder(names.join(','), { goldEnabled: true });
        const known = [...new Set(names.map((n) => n.trim()).filter((n) => (SPEC_ORDER as readonly string[]).includes(n)))];
        expect(order).toEqual(known.length ? known : [...SPEC_ORDER]);
      }),
    );
  });

  it('NAV-02: goldHome shows only when gold is enabled for the member', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...SPEC_ORDER]), fc.boolean(), (items, gold) => {
        const order = navigationOrder(items.join(','), { goldEnabled: gold });
        expect(order.includes('goldHome')).toBe(gold && (items.includes('goldHome') || items.length === 0));
      }),
    );
  });

  it('NAV-03: the likes badge is capped at 99 with a plus above 99 or when the count is partial (property)', () => {
    expect(likesBadge(120)).toBe('99+');
    expect(likesBadge(5, true)).toBe('5+');
    expect(likesBadge(0)).toBeUndefined();
    expect(likesBadge(0, true)).toBe('0+');
    expect(likesBadge(99)).toBe('99');
    expect(likesBadge(100)).toBe('99+');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.boolean(), (n, partial) => {
        const b = likesBadge(n, partial)!;
        const digits = Number.parseInt(b, 10);
        expect(digits).toBe(Math.min(n, 99));
        expect(b.endsWith('+')).toBe(n > 99 || partial);
      }),
    );
  });
});
