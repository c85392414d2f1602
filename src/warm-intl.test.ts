import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

/** A worker the test answers for: what it was told to do, and whether it was ended. */
class HeldWorker extends EventTarget {
  terminated = false;
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

describe('warmIntl', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** Task boundaries as scheduler.yield() calls that resume when the test says; the calls of both lists counted. */
  const watch = () => {
    const boundaries: Array<() => void> = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resume) => boundaries.push(resume)) });
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const calls = () => [numbers.mock.calls.length, dates.mock.calls.length, boundaries.length];
    return { boundaries, calls };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The page's thread builds one list a task: none in the task that asked, the numbers' in the next, the dates' after. */
  const expectOneListATask = async ({ boundaries, calls }: ReturnType<typeof watch>, warmed: Promise<void>) => {
    await settle();
    expect(calls()).toEqual([0, 0, 1]);
    boundaries[0]!();
    await settle();
    expect(calls()).toEqual([1, 0, 2]);
    boundaries[1]!();
    await warmed;
    expect(calls()).toEqual([1, 1, 2]);
  };

  it('builds the lists in a worker first: the page`s thread asks only once the worker is done, each list in a task of its own, and the worker is ended', async () => {
    const watched = watch();
    const { calls } = watched;
    const worker = new HeldWorker();
    const start = vi.fn(() => worker as unknown as Worker);
    const warmed = warmIntl(start);
    expect(start).toHaveBeenCalledTimes(1);
    await settle();
    // Nothing on the page's thread while the worker works.
    expect(calls()).toEqual([0, 0, 0]);
    expect(worker.terminated).toBe(false);
    worker.answer();
    await settle();
    expect(worker.terminated).toBe(true);
    // Then one task each, none in the task that heard the worker.
    await expectOneListATask(watched, warmed);
  });

  it('a worker that fails, cannot start or never answers (3 s) leaves the lists to the page`s thread, in tasks of their own', async () => {
    const failing = new HeldWorker();
    const first = watch();
    const afterFailure = warmIntl(() => failing as unknown as Worker);
    failing.fail();
    await expectOneListATask(first, afterFailure);
    expect(failing.terminated).toBe(true);
    vi.restoreAllMocks();

    const unstarted = () =>
      warmIntl(() => {
        throw new Error('blocked');
      });
    await expectOneListATask(watch(), unstarted());
    vi.restoreAllMocks();

    vi.useFakeTimers();
    const third = watch();
    const silent = new HeldWorker();
    const afterSilence = warmIntl(() => silent as unknown as Worker);
    await vi.advanceTimersByTimeAsync(2999);
    expect([third.calls(), silent.terminated]).toEqual([[0, 0, 0], false]);
    await vi.advanceTimersByTimeAsync(1);
    expect([third.calls(), silent.terminated]).toEqual([[0, 0, 1], true]);
    third.boundaries[0]!();
    await vi.advanceTimersByTimeAsync(0);
    third.boundaries[1]!();
    await afterSilence;
    expect(third.calls()).toEqual([1, 1, 2]);
  });

  it('without workers, each list is built in a task after the one that asked', async () => {
    await expectOneListATask(watch(), warmIntl(null));
  });

  it('the worker builds both lists, then says so', async () => {
    const { calls } = watch();
    const said = vi.fn();
    vi.stubGlobal('postMessage', said);
    await import('./warm-intl.worker');
    expect(calls()).toEqual([1, 1, 0]);
    expect(said).toHaveBeenCalledWith('warm');
  });
});
