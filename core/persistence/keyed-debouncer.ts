import type { Disposable, Scheduler, TimerHandle } from '../shared';

interface Pending<V> {
  readonly value: V;
  readonly timer: TimerHandle;
}

/**
 * Trailing debounce per key: a value waits `waitMs` after the last push for its key, then `run` gets
 * only the latest one. Runs for the same key never overlap and keep their order.
 * `run` must not reject; it reports its own failures.
 */
export class KeyedDebouncer<V> implements Disposable {
  readonly #pending = new Map<string, Pending<V>>();
  readonly #running = new Map<string, Promise<void>>();

  constructor(
    private readonly scheduler: Scheduler,
    private readonly waitMs: number,
    private readonly run: (key: string, value: V) => Promise<void>,
  ) {}

  push(key: string, value: V): void {
    this.cancel(key);
    const timer = this.scheduler.setTimeout(() => this.#fire(key), this.waitMs);
    this.#pending.set(key, { value, timer });
  }

  /** Drops the waiting value of `key`, if any; a run already started goes on. */
  cancel(key: string): void {
    const pending = this.#pending.get(key);
    if (!pending) return;
    this.scheduler.clearTimeout(pending.timer);
    this.#pending.delete(key);
  }

  /** Resolves once every run started for `key` so far has finished. */
  settled(key: string): Promise<void> {
    return this.#running.get(key) ?? Promise.resolve();
  }

  /** Runs every waiting value now and resolves when all runs, earlier ones included, have finished. */
  async flush(): Promise<void> {
    for (const key of [...this.#pending.keys()]) this.#fire(key);
    await Promise.all(this.#running.values());
  }

  /** Drops every waiting value and its timer. */
  dispose(): void {
    for (const key of [...this.#pending.keys()]) this.cancel(key);
  }

  get pendingKeys(): readonly string[] {
    return [...this.#pending.keys()];
  }

  #fire(key: string): void {
    const pending = this.#pending.get(key);
    if (!pending) return;
    this.cancel(key);
    const previous = this.#running.get(key) ?? Promise.resolve();
    const current = previous.then(() => this.run(key, pending.value));
    this.#running.set(key, current);
    void current.then(() => {
      if (this.#running.get(key) === current) this.#running.delete(key);
    });
  }
}
