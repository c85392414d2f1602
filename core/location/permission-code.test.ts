import { describe, expect, it } from 'vitest';
import { permissionCode } from './permission-code';

describe('permission codes', () => {
  it('LOC-07: unknown is 0, granted is 1, denied is 3', () => {
    expect(permissionCode('unknown')).toBe(0);
    expect(permissionCode('granted')).toBe(1);
    expect(permissionCode('denied')).toBe(3);
  });
});
