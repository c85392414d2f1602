import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebLocks } from '../../adapters/tab-coordination/web-locks';
import type { LockPort } from '../../core/auth';
import { FakeLockHub } from '../../core/auth/testing';
import { StandInLockManager } from './stand-ins/stand-in-lock-manager';

/** One browser: every tab opened from it shares its locks. */
interface Browser {
  openTab(): LockPort;
}

/** Lets every task, microtask and queued grant that can run, run. */
const idle = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

interface Deferred {
  readonly promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}
const deferred = (): Deferred => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const NAMES = ['auth-refresh', 'other', 'third'] as const;

const lockContract = (name: string, open: () => Browser): void => {
  describe(`LockPort contract — ${name}`, () => {
    it("AUTH-25: run answers the task's result", async () => {
      await fc.assert(
        fc.asyncProperty(fc.anything(), async (value) => {
          const tab = open().openTab();
          expect(await tab.run('auth-refresh', async () => value)).toBe(value);
        }),
        { numRuns: 30 },
      );
    });

    it('AUTH-25: while one tab holds the lock, another tab asking for the same name waits until it is released', async () => {
      const browser = open();
      const [a, b] = [browser.openTab(), browser.openTab()];
      const gate = deferred();
      const log: string[] = [];
      const first = a.run('auth-refresh', async () => {
        log.push('a starts');
        await gate.promise;
        log.push('a ends');
        return 'a';
      });
      const second = b.run('auth-refresh', async () => {
        log.push('b starts');
        return 'b';
      });
      await idle();
      expect(log).toEqual(['a starts']);
      gate.resolve();
      expect(await Promise.all([first, second])).toEqual(['a', 'b']);
      expect(log).toEqual(['a starts', 'a ends', 'b starts']);
    });

    it('AUTH-25: a task that fails rejects run with its error and releases the lock, whether it rejects or throws at once', async () => {
      const browser = open();
      const [a, b] = [browser.openTab(), browser.openTab()];
      const rejected = a.run('auth-refresh', async () => {
        throw new Error('refused');
      });
      const thrown = a.run('auth-refresh', () => {
        throw new Error('broken');
      });
      const after = b.run('auth-refresh', async () => 'next');
      await expect(rejected).rejects.toThrow('refused');
      await expect(thrown).rejects.toThrow('broken');
      expect(await after).toBe('next');
    });

    it('AUTH-25: a tab alone knows it is alone; once a second tab is open, each knows another is', async () => {
      const browser = open();
      const a = browser.openTab();
      expect(await a.othersOpen()).toBe(false);
      const b = browser.openTab();
      expect(await b.othersOpen()).toBe(true);
      expect(await a.othersOpen()).toBe(true);
    });

    it('a lock held under one name does not hold back another name', async () => {
      const browser = open();
      const [a, b] = [browser.openTab(), browser.openTab()];
      const gate = deferred();
      const held = a.run('auth-refresh', () => gate.promise);
      expect(await b.run('other', async () => 'free')).toBe('free');
      gate.resolve();
      await held;
    });

    it('AUTH-25: for any requests from any tabs, finished in any order, each name has exactly one holder while it is wanted, granted in request order', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ tab: fc.nat(2), name: fc.constantFrom(...NAMES), fails: fc.boolean() }), { minLength: 1, maxLength: 12 }),
          fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
          async (requests, picks) => {
            const browser = open();
            const tabs = [browser.openTab(), browser.openTab(), browser.openTab()];
            const gates = requests.map(() => deferred());
            const started: number[] = [];
            const finished = new Set<number>();
            const outcomes = requests.map((r, i) =>
              tabs[r.tab]!.run(r.name, async () => {
                started.push(i);
                await gates[i]!.promise;
                return i;
              }).then(
                (value) => ({ ok: true as const, value }),
                (error: Error) => ({ ok: false as const, error: error.message }),
              ),
            );
            for (let step = 0; step < requests.length; step += 1) {
              await idle();
              const holders = started.filter((i) => !finished.has(i));
              for (const n of NAMES) {
                const wanted = requests.some((r, i) => r.name === n && !finished.has(i));
                expect(holders.filter((i) => requests[i]!.name === n)).toHaveLength(wanted ? 1 : 0);
              }
              const chosen = holders[picks[step]! % holders.length]!;
              finished.add(chosen);
              if (requests[chosen]!.fails) gates[chosen]!.reject(new Error(`failed ${chosen}`));
              else gates[chosen]!.resolve();
            }
            const results = await Promise.all(outcomes);
            expect(results).toEqual(
              requests.map((r, i) => (r.fails ? { ok: false, error: `failed ${i}` } : { ok: true, value: i })),
            );
            for (const n of NAMES) {
              const asked = requests.flatMap((r, i) => (r.name === n ? [i] : []));
              expect(started.filter((i) => requests[i]!.name === n)).toEqual(asked);
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  });
};

lockContract('FakeLockHub', () => {
  const hub = new FakeLockHub();
  return { openTab: () => hub.port() };
});

lockContract('WebLocks over one Web Locks manager shared by the tabs', () => {
  const locks = new StandInLockManager();
  return { openTab: () => new WebLocks(locks) };
});

describe('WebLocks where the browser cannot tell which tabs are open', () => {
  it('AUTH-25: without a lock query (or without Web Locks) another tab may be open: the tab waits for its token as before', async () => {
    const locks = new StandInLockManager();
    const noQuery = { request: locks.request.bind(locks) } as unknown as ConstructorParameters<typeof WebLocks>[0];
    expect(await new WebLocks(noQuery).othersOpen()).toBe(true);
    expect(await new WebLocks(undefined).othersOpen()).toBe(true);
  });
});
