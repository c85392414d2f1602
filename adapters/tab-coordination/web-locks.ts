import type { LockPort } from '../../core/auth';
import { singleProcessLocks } from './single-process';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Named locks across every tab of the origin through the Web Locks API. Where it is missing (very old
 * browsers, some embedded views) the lock holds within this tab only.
 */
export class WebLocks implements LockPort {
  readonly #fallback = singleProcessLocks();

  constructor(private readonly locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks) {}

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(name, task) : this.#fallback.run(name, task);
  }
}
