import { describe, expect, it } from 'vitest';
import { uploadTimedOut } from '.';

describe('PROF-14: the upload timeout', () => {
  it('PROF-14: an upload runs out of time 20 s after it started, not before', () => {
    expect(uploadTimedOut(1_000, 20_999)).toBe(false);
    expect(uploadTimedOut(1_000, 21_000)).toBe(true);
    expect(uploadTimedOut(1_000, 60_000)).toBe(true);
    expect(uploadTimedOut(50_000, 50_000)).toBe(false);
  });
});
