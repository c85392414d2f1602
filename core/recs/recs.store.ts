import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Allowances, SuperLikeAllowance } from './allowances';
import type { RecCard, RecMatch } from './rec-card';
import { INITIAL_RECS_STATE, NEW_CARD_STATE, recsReducer, type PreviousRec, type RecCardState, type RecsAction, type RecsState } from './recs-state';

/**
 * What the card stack shows (APP-10's async-load statuses): a card is `ready` whenever one is queued, even while
 * more load behind it; with none queued, the load's phase says whether they are coming, ran out or failed.
 */
export type RecsStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  /** RECS-04 `outOfRecs`: the server had no more candidates. */
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly code: string | number };

export const recsStatus = (s: RecsState): RecsStatus => {
  if ((s.queues[s.activeQueue] ?? []).length > 0) return { kind: 'ready' };
  switch (s.status) {
    case 'idle':
      return { kind: 'idle' };
    case 'loading':
      return { kind: 'loading' };
    case 'loaded':
      return { kind: 'empty' };
    case 'error':
      return { kind: 'error', code: s.error ?? 'RECS.UNKNOWN' };
  }
};

/**
 * The card stack as signals (RECS-04): one state, changed only by `dispatch` (the RECS-05 actions, recs-state.ts),
 * read through computed slices so a screen re-renders only for what it shows. Use-cases dispatch; `reset` (logout)
 * forgets everything and bumps the epoch, so an answer to a call made before it is dropped.
 */
export class RecsStore {
  readonly #state = signal<RecsState>(INITIAL_RECS_STATE);
  readonly #epoch = signal(0);

  /** The whole state (RECS-04). */
  readonly state: ReadonlySignal<RecsState> = this.#state;
  readonly queues: ReadonlySignal<RecsState['queues']> = computed(() => this.#state.value.queues);
  readonly activeQueue: ReadonlySignal<string> = computed(() => this.#state.value.activeQueue);
  /** The cards of the active queue still to swipe, the current one first. */
  readonly queue: ReadonlySignal<readonly RecCard[]> = computed(() => this.#state.value.queues[this.#state.value.activeQueue] ?? []);
  /** The card on top of the stack, if any (RECS-22: the full profile shows this one). */
  readonly current: ReadonlySignal<RecCard | undefined> = computed(() => this.queue.value[0]);
  /** The card under it: its first photo is worth loading before the top card leaves. */
  readonly next: ReadonlySignal<RecCard | undefined> = computed(() => this.queue.value[1]);
  /** RECS-14: the swipe a rewind would undo, if any. */
  readonly previousRec: ReadonlySignal<PreviousRec | null> = computed(() => this.#state.value.previousRec);
  readonly status: ReadonlySignal<RecsStatus> = computed(() => recsStatus(this.#state.value));
  /** More candidates are being fetched (with or without cards on show). */
  readonly loading: ReadonlySignal<boolean> = computed(() => this.#state.value.status === 'loading');
  readonly outOfLikes: ReadonlySignal<boolean> = computed(() => this.#state.value.outOfLikes);
  readonly outOfRecs: ReadonlySignal<boolean> = computed(() => this.#state.value.outOfRecs);
  readonly outOfSuperlikes: ReadonlySignal<boolean> = computed(() => this.#state.value.outOfSuperlikes);
  readonly allowances: ReadonlySignal<Allowances> = computed(() => this.#state.value.allowances);
  /** RECS-11: 0 until told. */
  readonly likesRemaining: ReadonlySignal<number> = computed(() => this.#state.value.allowances.likesRemaining);
  /** The likes left as a member is shown them: undefined until the profile or an answer has told the count. */
  readonly likesLeft: ReadonlySignal<number | undefined> = computed(() => {
    const { likesRemaining, likesTold } = this.#state.value.allowances;
    return likesTold ? likesRemaining : undefined;
  });
  readonly superLikes: ReadonlySignal<SuperLikeAllowance | undefined> = computed(() => this.#state.value.allowances.superLikes);
  /** RECS-11: until when likes are refused; when they come back while the member is out of likes. */
  readonly rateLimitedUntil: ReadonlySignal<number | undefined> = computed(() => this.#state.value.allowances.rateLimitedUntil);
  readonly superlike: ReadonlySignal<RecsState['superlike']> = computed(() => this.#state.value.superlike);
  /** The matches made this session, in the order they were made. */
  readonly matches: ReadonlySignal<readonly RecMatch[]> = computed(() => this.#state.value.matches);
  readonly recentlyMatchedMatchIds: ReadonlySignal<readonly string[]> = computed(() => this.#state.value.recentlyMatchedMatchIds);
  readonly swipeCount: ReadonlySignal<number> = computed(() => this.#state.value.swipeCount);
  readonly rightSwipeCount: ReadonlySignal<number> = computed(() => this.#state.value.rightSwipeCount);
  /** RECS-19: the state of the card on top (photo shown, furthest photo seen, swipe confirmation). */
  readonly currentCardState: ReadonlySignal<RecCardState> = computed(() => {
    const card = this.current.value;
    return card === undefined ? NEW_CARD_STATE : (this.#state.value.cards[card.id] ?? NEW_CARD_STATE);
  });
  /** Changes at every reset: an answer to a call made before it is dropped. */
  readonly epoch: ReadonlySignal<number> = this.#epoch;

  /** RECS-19: the state of any card. */
  cardState(id: string): RecCardState {
    return this.#state.value.cards[id] ?? NEW_CARD_STATE;
  }

  hasSwiped(id: string): boolean {
    return this.#state.peek().previouslySwiped.has(id);
  }

  /** RECS-19: shows photo `index` of a card (kept within its photos; the furthest seen is remembered). */
  showPhoto(id: string, index: number): void {
    this.dispatch({ type: 'showPhoto', id, index });
  }

  /** RECS-12: the super like's star animation has played. */
  starAnimationDone(): void {
    this.dispatch({ type: 'starAnimationDone' });
  }

  dispatch(action: RecsAction): void {
    this.#state.value = recsReducer(this.#state.peek(), action);
  }

  /** Forgets the queues, the swipes, the allowances and the matches (logout, AUTH-34). */
  reset(): void {
    batch(() => {
      this.#state.value = recsReducer(this.#state.peek(), { type: 'reset' });
      this.#epoch.value = this.#epoch.peek() + 1;
    });
  }
}
