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
 * settles the same way. Shared requests (`{ mode: 'shared' }`) of a name no exclusive request uses are granted at
 * once, in a later task, any number at a time; `query` lists every lock held, one entry per holder.
 */
export class StandInLockManager {
  readonly #queues = new Map<string, LockRequest[]>();
  readonly #held = new Set<string>();
  readonly #shared: string[] = [];

  request<T>(name: string, callback: (lock: { readonly name: string; readonly mode: 'exclusive' }) => T | Promise<T>): Promise<T>;
  request<T>(name: string, options: { readonly mode: 'shared' }, callback: () => T | Promise<T>): Promise<T>;
  request<T>(
    name: string,
    second: ((lock: { readonly name: string; readonly mode: 'exclusive' }) => T | Promise<T>) | { readonly mode: 'shared' },
    third?: () => T | Promise<T>,
  ): Promise<T> {
    if (name.startsWith('-')) return Promise.reject(new DOMException('Lock names starting with "-" are reserved', 'NotSupportedError'));
    if (typeof second !== 'function') {
      return new Promise<T>((resolve, reject) => {
        setImmediate(() => {
          this.#shared.push(name);
          Promise.resolve()
            .then(third)
            .then(resolve, reject)
            .finally(() => this.#shared.splice(this.#shared.indexOf(name), 1));
        });
      });
    }
    const callback = second;
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

  async query(): Promise<{ readonly held: readonly { readonly name: string; readonly mode: 'exclusive' | 'shared' }[] }> {
    return {
      held: [...[...this.#held].map((name) => ({ name, mode: 'exclusive' as const })), ...this.#shared.map((name) => ({ name, mode: 'shared' as const }))],
    };
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
