import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permissionCode, permissionFromCode, type LocationPermission } from './permission-code';

const permissionArb = fc.constantFrom<LocationPermission>('unknown', 'granted', 'denied');

describe('permission codes', () => {
  it('LOC-07: unknown is 0, granted is 1, denied is 3', () => {
    expect(permissionCode('unknown')).toBe(0);
    expect(permissionCode('granted')).toBe(1);
    expect(permissionCode('denied')).toBe(3);
  });

  it('reading a code back (nothing reads one yet): a permission survives the round trip through its code', () => {
    fc.assert(fc.property(permissionArb, (p) => permissionFromCode(permissionCode(p)) === p));
  });

  it('reading a code back (nothing reads one yet): any value that is not a known code reads as unknown', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)).filter((v) => v !== 1 && v !== 3),
        (v) => permissionFromCode(v) === 'unknown',
      ),
    );
  });
});
