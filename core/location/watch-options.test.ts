import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_TIME_UNIT_MS, locationWatchOptions } from './watch-options';

describe('locationWatchOptions', () => {
  it('LOC-08: timeout 25 s, high accuracy, cached readings up to one base time unit old', () => {
    expect(locationWatchOptions()).toEqual({ timeoutMs: 25_000, highAccuracy: true, maximumAgeMs: DEFAULT_BASE_TIME_UNIT_MS });
    expect(locationWatchOptions(5_000)).toEqual({ timeoutMs: 25_000, highAccuracy: true, maximumAgeMs: 5_000 });
  });
});
