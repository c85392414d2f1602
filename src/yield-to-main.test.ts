import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('without scheduler.yield, resumes in a task of its own, posted as a message (no timer, which a hidden page throttles)', async () => {
    vi.stubGlobal('scheduler', undefined);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('rest of the task');
    await yielded;
    expect(order).toEqual(['rest of the task', 'microtask', 'after the yield']);
    expect(timers).not.toHaveBeenCalled();
  });

  it('with neither scheduler.yield nor MessageChannel, resumes after a timer: a timer queued before it has run by then', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.stubGlobal('MessageChannel', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'earlier task', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldOnce = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldOnce });
    await yieldToMain();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });
});
