interface LockRequest {
  readonly name: string;
  readonly callback: (lock: { readonly name: string; readonly mode: 'exclusive' }) => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/**
 * Stands in for the `navigator.locks` of one origin, shared by all its tabs, following the Web Locks spec for
 * exclusive requests without options: each name has a request queue; the request at its head is granted when no
 * lock of that name is held; the callback is invoked in a later task with the lock; the lock is held until the
 * promise the callback returned settles (a throwing callback rejects it at once), and the request's promise
 * settles the same way.
 */
export class StandInLockManager {
  readonly #queues = new Map<string, LockRequest[]>();
  readonly #held = new Set<string>();

  request<T>(name: string, callback: (lock: { readonly name: string; readonly mode: 'exclusive' }) => T | Promise<T>): Promise<T> {
    if (name.startsWith('-')) return Promise.reject(new DOMException('Lock names starting with "-" are reserved', 'NotSupportedError'));
    return new Promise<T>((resolve, reject) => {
      const queue = this.#queues.get(name) ?? [];
      queue.push({ name, callback, resolve: resolve as (value: unknown) => void, reject });
      this.#queues.set(name, queue);
      this.#process(name);
    });
  }

  /** The names whose lock is held now. */
  get held(): ReadonlySet<string> {
    return new Set(this.#held);
  }

  #process(name: string): void {
    if (this.#held.has(name)) return;
    const queue = this.#queues.get(name);
    const request = queue?.shift();
    if (!request) return;
    if (queue!.length === 0) this.#queues.delete(name);
    this.#held.add(name);
    setImmediate(() => {
      let waiting: Promise<unknown>;
      try {
        waiting = Promise.resolve(request.callback({ name, mode: 'exclusive' }));
      } catch (error) {
        waiting = Promise.reject(error);
      }
      waiting.then(
        (value) => this.#release(name, () => request.resolve(value)),
        (error: unknown) => this.#release(name, () => request.reject(error)),
      );
    });
  }

  #release(name: string, settle: () => void): void {
    this.#held.delete(name);
    this.#process(name);
    settle();
  }
}
