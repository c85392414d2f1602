import { describe, expect, it } from 'vitest';
import { locationWatchOptions } from './watch-options';

describe('locationWatchOptions', () => {
  it('LOC-08, CONF-14: timeout 25 s, high accuracy, cached readings up to one base time unit (1 s) old', () => {
    expect(locationWatchOptions()).toEqual({ timeoutMs: 25_000, highAccuracy: true, maximumAgeMs: 1_000 });
    expect(locationWatchOptions(5_000)).toEqual({ timeoutMs: 25_000, highAccuracy: true, maximumAgeMs: 5_000 });
  });
});
