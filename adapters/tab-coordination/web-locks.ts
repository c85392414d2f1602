import type { LockPort } from '../../core/auth';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Named locks across every tab of the origin through the Web Locks API. Where it is missing (very old
 * browsers, some embedded views) the lock holds within this tab only.
 */
export class WebLocks implements LockPort {
  readonly #fallback = new Map<string, Promise<unknown>>();

  constructor(private readonly locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks) {}

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    if (this.locks) return this.locks.request(name, task);
    const previous = this.#fallback.get(name) ?? Promise.resolve();
    const result = previous.then(task, task);
    this.#fallback.set(name, result.catch(() => undefined));
    return result;
  }
}
