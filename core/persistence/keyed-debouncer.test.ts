import { describe, expect, it } from 'vitest';
import { FakeTime, flushMicrotasks } from '../shared/testing';
import { KeyedDebouncer } from './keyed-debouncer';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('KeyedDebouncer', () => {
  it('lists the keys that have a value waiting', () => {
    const time = new FakeTime();
    const debouncer = new KeyedDebouncer<number>(time, 1000, async () => {});
    expect(debouncer.pendingKeys).toEqual([]);
    debouncer.push('a', 1);
    debouncer.push('b', 2);
    expect(debouncer.pendingKeys).toEqual(['a', 'b']);
    debouncer.cancel('a');
    expect(debouncer.pendingKeys).toEqual(['b']);
    debouncer.dispose();
    expect(debouncer.pendingKeys).toEqual([]);
  });

  it('settled is a promise even when nothing ran for the key', async () => {
    const time = new FakeTime();
    const debouncer = new KeyedDebouncer<number>(time, 1000, async () => {});
    const settled = debouncer.settled('never');
    expect(settled).toBeInstanceOf(Promise);
    await expect(settled).resolves.toBeUndefined();
  });

  it('settled waits for every run started for the key, a chained later one included', async () => {
    const time = new FakeTime();
    const gates = [deferred(), deferred()];
    const ran: number[] = [];
    const debouncer = new KeyedDebouncer<number>(time, 1000, async (_key, value) => {
      await gates[value]!.promise;
      ran.push(value);
    });
    debouncer.push('k', 0);
    time.advance(1000);
    debouncer.push('k', 1);
    time.advance(1000);
    let settled = false;
    void debouncer.settled('k').then(() => (settled = true));
    gates[0]!.resolve();
    await flushMicrotasks();
    expect(ran).toEqual([0]);
    // The first run is over, the second still waits: a new settled() must wait for it too.
    let settledAgain = false;
    void debouncer.settled('k').then(() => (settledAgain = true));
    await flushMicrotasks();
    expect(settled).toBe(false);
    expect(settledAgain).toBe(false);
    gates[1]!.resolve();
    await flushMicrotasks();
    expect(ran).toEqual([0, 1]);
    expect(settled).toBe(true);
    expect(settledAgain).toBe(true);
  });
});
