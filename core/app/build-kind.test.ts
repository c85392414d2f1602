import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchasesEnabled, readBuildKind } from './index';

describe('PUR-46: the kind of build', () => {
  it('PUR-46: purchases are off in remote and lite builds, on in the full build (property over what a configuration may name)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('full', 'remote', 'lite'), fc.string(), fc.constant(undefined)), (named) => {
        const build = readBuildKind(named);
        expect(purchasesEnabled(build)).toBe(named !== 'remote' && named !== 'lite');
      }),
    );
  });
});
