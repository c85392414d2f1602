import type { LockPort } from '../../core/auth';
import { singleProcessLocks } from './single-process';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { readonly mode: 'shared' }, callback: () => Promise<T>): Promise<T>;
  query?(): Promise<{ readonly held?: readonly { readonly name?: string }[] }>;
}

/** The lock every tab of the app holds, shared, for as long as it is open: how a tab knows it is not alone. */
export const OPEN_TAB_LOCK = 'spark-tab-open';

/**
 * Named locks across every tab of the origin through the Web Locks API. Where it is missing (very old
 * browsers, some embedded views) the lock holds within this tab only. Each tab holds OPEN_TAB_LOCK in shared mode
 * from the moment its locks exist until it closes (the browser lets go of a closed tab's locks), so that
 * `othersOpen` counts the holders; without `query`, it cannot tell and answers true.
 */
export class WebLocks implements LockPort {
  readonly #fallback = singleProcessLocks();
  /** Whether this tab holds OPEN_TAB_LOCK (false when it could not take it). */
  readonly #open: Promise<boolean> | undefined;

  constructor(private readonly locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks) {
    this.#open = locks?.query
      ? new Promise<boolean>((held) => {
          void locks
            .request(OPEN_TAB_LOCK, { mode: 'shared' }, () => {
              held(true);
              return new Promise<never>(() => undefined);
            })
            .catch(() => held(false));
        })
      : undefined;
  }

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(name, task) : this.#fallback.run(name, task);
  }

  async othersOpen(): Promise<boolean> {
    const query = this.locks?.query;
    if (!this.#open || !query || !(await this.#open)) return true;
    try {
      const { held = [] } = await query.call(this.locks);
      return held.filter((lock) => lock.name === OPEN_TAB_LOCK).length > 1;
    } catch {
      return true;
    }
  }
}
