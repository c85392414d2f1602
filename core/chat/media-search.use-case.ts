import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Disposable, Scheduler, TimerHandle } from '../shared';
import type { ChatApiPort } from './chat-api.port';
import type { MediaItem } from './message';

/** CHAT-09: at most 40 GIFs per request. */
export const MEDIA_LIMIT = 40;
/** CHAT-09: the search waits this long after the last keystroke (the input debounce, 500 ms). */
export const MEDIA_SEARCH_DEBOUNCE_MS = 500;

export type MediaResults =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: string; readonly previous: readonly MediaItem[] }
  | { readonly status: 'loaded'; readonly query: string; readonly items: readonly MediaItem[] }
  | { readonly status: 'error'; readonly query: string; readonly code: string | number };

/**
 * CHAT-09, CHAT-10: the GIF or sticker picker's results: trending with an empty query, else a search that runs
 * 500 ms after the last change of the query. Only the latest query's answer is shown.
 */
export class MediaSearchUseCase implements Disposable {
  readonly #results = signal<MediaResults>({ status: 'idle' });
  readonly results: ReadonlySignal<MediaResults> = this.#results;
  #timer: TimerHandle | undefined;
  #asked = 0;

  constructor(
    private readonly deps: { readonly api: ChatApiPort; readonly scheduler: Scheduler },
    readonly type: MediaItem['type'],
  ) {}

  /** The query changed (each keystroke): the search runs once the member pauses. */
  setQuery(query: string): void {
    this.#cancelTimer();
    const trimmed = query.trim();
    if (trimmed === '') {
      void this.#fetch('');
      return;
    }
    this.#timer = this.deps.scheduler.setTimeout(() => {
      this.#timer = undefined;
      void this.#fetch(trimmed);
    }, MEDIA_SEARCH_DEBOUNCE_MS);
  }

  /** Trending, at once (the picker opens). */
  trending(): Promise<void> {
    this.#cancelTimer();
    return this.#fetch('');
  }

  dispose(): void {
    this.#cancelTimer();
    this.#asked += 1;
  }

  async #fetch(query: string): Promise<void> {
    const asked = ++this.#asked;
    const current = this.#results.peek();
    this.#results.value = { status: 'loading', query, previous: current.status === 'loaded' ? current.items : current.status === 'loading' ? current.previous : [] };
    const answer = query === '' ? await this.deps.api.trendingMedia(this.type, MEDIA_LIMIT) : await this.deps.api.searchMedia(this.type, query, MEDIA_LIMIT);
    if (asked !== this.#asked) return;
    this.#results.value = answer.ok ? { status: 'loaded', query, items: answer.value.slice(0, MEDIA_LIMIT) } : { status: 'error', query, code: answer.error.code };
  }

  #cancelTimer(): void {
    if (this.#timer !== undefined) this.deps.scheduler.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
