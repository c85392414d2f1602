import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canUsePreferenceFilters, requiredTierOf } from './preference-access';

describe('preference-filter access (SET-07)', () => {
  it('SET-07: access exactly when featureAccess.preference_filters says allow or unlimited is true; anything else is no access', () => {
    const value = fc.oneof(fc.boolean(), fc.constant(undefined), fc.constant(null), fc.string(), fc.integer());
    fc.assert(
      fc.property(value, value, fc.option(fc.constantFrom('plus', 'gold', ''), { nil: undefined }), (allow, unlimited, tier) => {
        expect(canUsePreferenceFilters({ allow, unlimited, required_tier: tier })).toBe(allow === true || unlimited === true);
        expect(requiredTierOf({ required_tier: tier })).toBe(tier === '' ? undefined : tier);
      }),
    );
    expect(canUsePreferenceFilters(null)).toBe(false);
    expect(canUsePreferenceFilters(undefined)).toBe(false);
  });
});
