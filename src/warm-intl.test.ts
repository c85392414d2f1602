import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads the number formats` data in a task after the current one, and the date formats` in the task after that', async () => {
    // Each task boundary is a scheduler.yield() that resumes when the test says.
    const boundaries: Array<() => void> = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resume) => boundaries.push(resume)) });
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const warmed = warmIntl();
    await settle();
    // Nothing in the task that asked.
    expect([numbers.mock.calls.length, dates.mock.calls.length, boundaries.length]).toEqual([0, 0, 1]);
    boundaries[0]!();
    await settle();
    expect([numbers.mock.calls.length, dates.mock.calls.length, boundaries.length]).toEqual([1, 0, 2]);
    boundaries[1]!();
    await warmed;
    expect([numbers.mock.calls.length, dates.mock.calls.length]).toEqual([1, 1]);
  });
});
