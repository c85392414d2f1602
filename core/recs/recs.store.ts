import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { applyAllowances, NO_ALLOWANCES, type AllowanceUpdate, type Allowances, type SuperLikeAllowance } from './allowances';
import type { RecCard, RecMatch } from './rec-card';
import { recsStatus, type RecsLoad, type RecsStatus } from './recs-state';
import { mergeRecs, putBackFront, withoutCard } from './recs-queue';

/**
 * The card stack as signals (RECS-04): the queue of candidates, the current card, the load status, the allowances
 * and the matches made this session. Writes go through the use-cases; `reset` forgets everything (logout).
 */
export class RecsStore {
  readonly #queue = signal<readonly RecCard[]>([]);
  readonly #swiped = signal<ReadonlySet<string>>(new Set());
  readonly #load = signal<RecsLoad>({ kind: 'idle' });
  readonly #allowances = signal<Allowances>(NO_ALLOWANCES);
  readonly #matches = signal<readonly RecMatch[]>([]);
  readonly #epoch = signal(0);

  /** The candidates still to swipe, the current one first. */
  readonly queue: ReadonlySignal<readonly RecCard[]> = this.#queue;
  /** The card on top of the stack, if any. */
  readonly current: ReadonlySignal<RecCard | undefined> = computed(() => this.#queue.value[0]);
  /** The last load's phase. */
  readonly load: ReadonlySignal<RecsLoad> = this.#load;
  /** What the stack shows: ready, loading, empty (out of recs), error or idle. */
  readonly status: ReadonlySignal<RecsStatus> = computed(() => recsStatus(this.#queue.value.length, this.#load.value));
  /** More candidates are being fetched (with or without cards on show). */
  readonly loading: ReadonlySignal<boolean> = computed(() => this.#load.value.kind === 'loading');
  readonly allowances: ReadonlySignal<Allowances> = this.#allowances;
  readonly likesRemaining: ReadonlySignal<number | undefined> = computed(() => this.#allowances.value.likesRemaining);
  readonly superLikes: ReadonlySignal<SuperLikeAllowance | undefined> = computed(() => this.#allowances.value.superLikes);
  readonly rateLimitedUntil: ReadonlySignal<number | undefined> = computed(() => this.#allowances.value.rateLimitedUntil);
  /** The matches made this session, in the order they were made. */
  readonly matches: ReadonlySignal<readonly RecMatch[]> = this.#matches;
  /** RECS-04 `recentlyMatchedMatchIds`. */
  readonly recentlyMatchedMatchIds: ReadonlySignal<readonly string[]> = computed(() => this.#matches.value.map((m) => m.id));
  /** How many candidates were swiped this session. */
  readonly swipeCount: ReadonlySignal<number> = computed(() => this.#swiped.value.size);
  /** Changes at every reset: an answer to a call made before it is dropped. */
  readonly epoch: ReadonlySignal<number> = this.#epoch;

  hasSwiped(id: string): boolean {
    return this.#swiped.peek().has(id);
  }

  startLoading(): void {
    this.#load.value = { kind: 'loading' };
  }

  /** A recs answer fills the queue (no duplicates, nothing already swiped). */
  loaded(cards: readonly RecCard[]): void {
    batch(() => {
      this.#queue.value = mergeRecs(this.#queue.peek(), cards, this.#swiped.peek());
      this.#load.value = { kind: 'loaded' };
    });
  }

  loadFailed(code: string | number): void {
    this.#load.value = { kind: 'error', code };
  }

  /** Takes the card of `id` off the queue and marks it swiped: it never comes back. */
  take(id: string): void {
    batch(() => {
      this.#queue.value = withoutCard(this.#queue.peek(), id);
      this.#swiped.value = new Set([...this.#swiped.peek(), id]);
    });
  }

  /** A swipe that did not go through: the card goes back on top and is no longer counted as swiped. */
  putBack(card: RecCard): void {
    batch(() => {
      this.#queue.value = putBackFront(this.#queue.peek(), card);
      const swiped = new Set(this.#swiped.peek());
      swiped.delete(card.id);
      this.#swiped.value = swiped;
    });
  }

  applyAllowances(update: AllowanceUpdate): void {
    this.#allowances.value = applyAllowances(this.#allowances.peek(), update);
  }

  /** Records a match; answers false when it was recorded already. */
  addMatch(match: RecMatch): boolean {
    if (this.#matches.peek().some((m) => m.id === match.id)) return false;
    this.#matches.value = [...this.#matches.peek(), match];
    return true;
  }

  /** Forgets the queue, the swipes, the allowances and the matches (logout, AUTH-34). */
  reset(): void {
    batch(() => {
      this.#queue.value = [];
      this.#swiped.value = new Set();
      this.#load.value = { kind: 'idle' };
      this.#allowances.value = NO_ALLOWANCES;
      this.#matches.value = [];
      this.#epoch.value = this.#epoch.peek() + 1;
    });
  }
}
