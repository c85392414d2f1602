import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, Disposable, KeyValueStorage, Logger, Scheduler } from '../shared';
import { encodeEnvelope } from './envelope';
import { KeyedDebouncer } from './keyed-debouncer';
import { PERSIST_WRITE_WAIT_MS, persistKey } from './persistence-constants';
import { restoreSlice, shouldRemoveStored, type SliceRestore } from './restore-slice';
import type { SliceDefinition, SliceRegistry, SliceStates, SliceValue } from './slice-definition';

export interface PersistenceDeps {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
}

/** Whether the persisted slices have been read back in this app load. */
export type PersistenceStatus = 'not-loaded' | 'loading' | 'loaded';

/**
 * Keeps a registry of slices across app loads: reads them back once per load (PERS-02), dropping stale
 * (PERS-03) and unusable entries, and writes changes through a 1000 ms debounce (PERS-04).
 * Storage trouble is logged and never thrown: the in-memory state always wins.
 */
export class PersistenceService<R extends SliceRegistry> implements Disposable {
  readonly #status = signal<PersistenceStatus>('not-loaded');
  readonly status: ReadonlySignal<PersistenceStatus> = this.#status;

  readonly #writes: KeyedDebouncer<unknown>;
  #rehydration: Promise<SliceStates<R>> | undefined;
  /** Slices saved or cleared since rehydration began: storage now holds their newer data, which it must keep. */
  readonly #touched = new Set<string>();
  #disposed = false;

  constructor(
    private readonly deps: PersistenceDeps,
    private readonly slices: R,
  ) {
    this.#writes = new KeyedDebouncer(deps.scheduler, PERSIST_WRITE_WAIT_MS, (name, value) => this.#write(name, value));
  }

  /** Reads every slice back; the first call reads storage, later calls give the same result. */
  rehydrate(): Promise<SliceStates<R>> {
    this.#rehydration ??= this.#rehydrateAll();
    return this.#rehydration;
  }

  /** Schedules `value` to be stored as the slice's state; only the latest value of a burst is written. */
  save<K extends keyof R & string>(name: K, value: SliceValue<R[K]>): void {
    if (this.#disposed || !this.#definition(name)) return;
    this.#touched.add(name);
    this.#writes.push(name, value);
  }

  /** Forgets a slice (on logout): drops its waiting write and removes it from storage. */
  async clear<K extends keyof R & string>(name: K): Promise<void> {
    this.#touched.add(name);
    this.#writes.cancel(name);
    await this.#writes.settled(name);
    await this.#remove(name);
  }

  /** Writes every waiting change now (for page hide or before a reload). */
  flush(): Promise<void> {
    return this.#writes.flush();
  }

  /** Cancels waiting writes; later saves are ignored. */
  dispose(): void {
    this.#disposed = true;
    this.#writes.dispose();
  }

  async #rehydrateAll(): Promise<SliceStates<R>> {
    this.#status.value = 'loading';
    const names = Object.keys(this.slices);
    const values = await Promise.all(names.map((name) => this.#rehydrateOne(name)));
    this.#status.value = 'loaded';
    return Object.fromEntries(names.map((name, i) => [name, values[i]])) as SliceStates<R>;
  }

  async #rehydrateOne(name: string): Promise<unknown> {
    const definition = this.slices[name] as SliceDefinition<unknown>;
    let raw: string | null;
    try {
      raw = await this.deps.storage.getItem(persistKey(name));
    } catch (cause) {
      this.deps.logger.log('warn', 'persisted slice could not be read', { slice: name, cause: String(cause) });
      return definition.defaultValue;
    }
    const restore = restoreSlice(definition, raw, this.deps.clock.now());
    this.#report(name, restore);
    if (shouldRemoveStored(restore) && !this.#touched.has(name)) await this.#remove(name);
    return restore.value;
  }

  #report(name: string, restore: SliceRestore<unknown>): void {
    if (restore.kind === 'expired') {
      this.deps.logger.log('info', 'persisted slice expired', { slice: name, ageMs: restore.ageMs });
    } else if (restore.kind === 'discarded') {
      this.deps.logger.log('warn', 'persisted slice discarded', { slice: name, reason: restore.reason });
    }
  }

  async #write(name: string, value: unknown): Promise<void> {
    const definition = this.#definition(name);
    if (!definition) return;
    const { storage, clock, logger } = this.deps;
    let text: string;
    try {
      text = encodeEnvelope(definition.version, clock.now(), value);
    } catch (cause) {
      logger.log('error', 'persisted slice is not serialisable', { slice: name, cause: String(cause) });
      return;
    }
    try {
      const result = await storage.setItem(persistKey(name), text);
      if (!result.ok) {
        logger.log('warn', 'persisted slice write refused', { slice: name, code: result.error.code });
      }
    } catch (cause) {
      logger.log('warn', 'persisted slice write failed', { slice: name, cause: String(cause) });
    }
  }

  async #remove(name: string): Promise<void> {
    try {
      await this.deps.storage.removeItem(persistKey(name));
    } catch (cause) {
      this.deps.logger.log('warn', 'persisted slice could not be removed', { slice: name, cause: String(cause) });
    }
  }

  #definition(name: string): SliceDefinition<unknown> | undefined {
    if (Object.hasOwn(this.slices, name)) return this.slices[name];
    this.deps.logger.log('error', 'unknown persisted slice', { slice: name });
    return undefined;
  }
}
