import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AppError } from '../shared';
import type { Catalog } from './catalog';

export type ExploreStatus = { readonly kind: 'idle' } | { readonly kind: 'loading' } | { readonly kind: 'ready' } | { readonly kind: 'failed'; readonly error: AppError };

/** Explore's catalogs (EXP-01) as signals: the list, how its load went, the catalog open, and joins under way. */
export class ExploreStore {
  readonly #catalogs = signal<readonly Catalog[]>([]);
  readonly #status = signal<ExploreStatus>({ kind: 'idle' });
  readonly #open = signal<string | null>(null);
  readonly #pending = signal<ReadonlySet<string>>(new Set());

  readonly catalogs: ReadonlySignal<readonly Catalog[]> = this.#catalogs;
  readonly status: ReadonlySignal<ExploreStatus> = this.#status;
  /** The catalog whose card stack is open, if any. */
  readonly openId: ReadonlySignal<string | null> = this.#open;
  readonly open: ReadonlySignal<Catalog | undefined> = computed(() => this.#catalogs.value.find((c) => c.id === this.#open.value));
  /** Catalogs whose join or leave is on its way. */
  readonly pending: ReadonlySignal<ReadonlySet<string>> = this.#pending;

  byId(id: string): Catalog | undefined {
    return this.#catalogs.value.find((c) => c.id === id);
  }

  loading(): void {
    this.#status.value = { kind: 'loading' };
  }

  loaded(catalogs: readonly Catalog[]): void {
    this.#catalogs.value = catalogs;
    this.#status.value = { kind: 'ready' };
  }

  failed(error: AppError): void {
    this.#status.value = { kind: 'failed', error };
  }

  /** One catalog as it now stands (after a join, a leave, or its rollback). */
  put(catalog: Catalog): void {
    this.#catalogs.value = this.#catalogs.value.map((c) => (c.id === catalog.id ? catalog : c));
  }

  setPending(id: string, pending: boolean): void {
    const next = new Set(this.#pending.value);
    if (pending) next.add(id);
    else next.delete(id);
    this.#pending.value = next;
  }

  opened(id: string | null): void {
    this.#open.value = id;
  }

  /** Forgets everything (logout). */
  clear(): void {
    this.#catalogs.value = [];
    this.#status.value = { kind: 'idle' };
    this.#open.value = null;
    this.#pending.value = new Set();
  }
}
