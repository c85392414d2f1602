import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { ErrorCode } from '../errors/error-codes';
import type { ModalStore } from '../navigation';
import type { Clock } from '../shared';
import { likesBlocked, superLikesBlocked } from './allowances';
import type { RateMethod, SwipeAction } from './gestures';
import type { LoadRecsUseCase } from './load-recs.use-case';
import { ITS_A_MATCH_MODAL, OUT_OF_LIKES_MODAL, OUT_OF_SWIPE_NOTES_MODAL, SUPER_LIKE_PAYWALL_MODAL } from './modal-kinds';
import type { PriorityLikesOffer } from './priority-likes-offer';
import type { SuperLikeUpsellOffer } from './super-like-upsell';
import type { RecCard, RecMatch } from './rec-card';
import { RATE_LIMITED, type RecsApiPort, type RecsError, type SwipeAnswer } from './recs-api.port';
import type { RecsStore } from './recs.store';

/** How long likes stay blocked after a rate limit that gave no time. */
export const DEFAULT_RATE_LIMIT_MS = 60_000;

/** The modal queue (NAV-13) as discovery uses it; the navigation module's ModalStore fits it. */
export type MatchModalQueue = Pick<ModalStore, 'open'>;

export interface SwipeDeps {
  readonly api: RecsApiPort;
  readonly store: RecsStore;
  readonly load: LoadRecsUseCase;
  readonly clock: Clock;
  readonly modals: MatchModalQueue;
  /** SESS-03: a like, a dislike or a super like refreshes the session's activity. */
  readonly onActivity: (activity: SwipeAction) => void;
  /** RECS-17: the priority-likes offer after right swipes (none: never offered). */
  readonly priorityLikes?: Pick<PriorityLikesOffer, 'afterRightSwipe'>;
  /** RECS-13: the super-like upsell after the last super like. */
  readonly superLikeUpsell?: Pick<SuperLikeUpsellOffer, 'afterSuperLike'>;
  /**
   * Resolves once the screen has shown the swipe (the next card painted): the call, the activity and the top-up
   * wait for it, so building a request never holds up the next card. None: they go at once.
   */
  readonly yieldToScreen?: () => Promise<void>;
}

/** What became of a swipe. */
export type SwipeOutcome =
  /** The server took it; `match` when it made one. */
  | { readonly kind: 'swiped'; readonly action: SwipeAction; readonly method: RateMethod; readonly card: RecCard; readonly match?: RecMatch }
  /** Nothing to swipe. */
  | { readonly kind: 'no-card' }
  /** Refused on the device, nothing sent: out of likes (until when they come back), or out of super likes. The card stays. */
  | { readonly kind: 'blocked'; readonly reason: 'rate-limited' | 'out-of-super-likes' | 'out-of-swipe-notes' | 'out-of-bouncer-bypasses'; readonly until?: number }
  /** The server refused with a rate limit (42901): the card is back on top. */
  | { readonly kind: 'rate-limited'; readonly action: SwipeAction; readonly until: number }
  /** Any other failure; `returned` when the card went back on top (the call never reached the server). */
  | { readonly kind: 'failed'; readonly action: SwipeAction; readonly code: string | number; readonly returned: boolean }
  /** A logout came while the call was out: its answer is dropped. */
  | { readonly kind: 'dropped' };

/** How a like goes out: with a swipe note (RECS-15), or past the rate limit with a bouncer bypass (RECS-16). */
export interface SwipeVia {
  readonly note?: string;
  readonly bypass?: boolean;
}

/** Failures where the swipe surely did not reach the server: the card goes back on top to be swiped again. */
const TRANSIENT_CODES: ReadonlySet<string | number> = new Set(['API.NETWORK', 'API.TIMEOUT']);

/** When a rate limit ends: the server's time, else its wait, else the default. */
export const rateLimitEnd = (error: RecsError, now: number): number =>
  error.rateLimitedUntil ?? now + (error.retryAfterMs ?? DEFAULT_RATE_LIMIT_MS);

/**
 * RECS-01, RECS-02, RECS-05, RECS-09..12, API-08: like, super like or pass the card on top, by any rate method. The
 * card leaves the queue at once (the queue tops up behind it) and becomes the previous rec; the call goes out once
 * the screen shows the next card (`yieldToScreen`), and
 * its answer updates the allowances; a match is recorded and queues the "it's a match" modal, once per match
 * (MATCH-15). A like while out of likes, or a 42901, runs the out-of-likes action: the flag, the modal with when
 * likes come back (RECS-11). A super like with none left runs out-of-superlikes: the flag and the super-like
 * paywall for that card (RECS-12). A right swipe may bring the priority-likes offer (RECS-17).
 */
export class SwipeUseCase {
  readonly #inFlight = new Map<string, Promise<SwipeOutcome>>();
  readonly #bypassed = signal<SwipeOutcome | null>(null);
  /** RECS-16: the outcome of the last like sent with a bouncer bypass (from the out-of-likes modal), for the deck to say. */
  readonly bypassed: ReadonlySignal<SwipeOutcome | null> = this.#bypassed;

  constructor(private readonly deps: SwipeDeps) {}

  like(method: RateMethod = 'button'): Promise<SwipeOutcome> {
    return this.swipe('like', method);
  }

  superLike(method: RateMethod = 'button'): Promise<SwipeOutcome> {
    return this.swipe('superlike', method);
  }

  /**
   * RECS-15: a like of the current card with a swipe note. With none held (the profile's
   * `featureAccess.swipe_note.amount` is 0, or the server says so) the out-of-swipe-notes action runs: the count
   * is 0 and the modal offers the packs; the card stays.
   */
  swipeNote(message: string, method: RateMethod = 'button'): Promise<SwipeOutcome> {
    const card = this.deps.store.current.value;
    if (card !== undefined && this.deps.store.allowances.value.swipeNotes === 0) {
      this.#outOfSwipeNotes();
      return Promise.resolve({ kind: 'blocked', reason: 'out-of-swipe-notes' });
    }
    return this.swipe('like', method, { note: message });
  }

  /**
   * RECS-16: out of likes, a like of the current card that goes past the rate limit with one of the bouncer
   * bypasses held. With none held (or the server says so) the count is 0 and the out-of-likes modal opens again,
   * now offering the packs; the card stays.
   */
  async bouncerBypass(method: RateMethod = 'button'): Promise<SwipeOutcome> {
    const card = this.deps.store.current.value;
    if (card !== undefined && (this.deps.store.allowances.value.bouncerBypasses ?? 0) === 0) {
      this.#outOfBouncerBypasses();
      return { kind: 'blocked', reason: 'out-of-bouncer-bypasses' };
    }
    const outcome = await this.swipe('like', method, { bypass: true });
    this.#bypassed.value = outcome;
    return outcome;
  }

  pass(method: RateMethod = 'button'): Promise<SwipeOutcome> {
    return this.swipe('dislike', method);
  }

  /** Waits for the swipe of a card still out (RECS-14: a rewind waits for the swipe it undoes). */
  settled(cardId: string): Promise<unknown> {
    return this.#inFlight.get(cardId) ?? Promise.resolve();
  }

  /** `via`: a like with a swipe note (RECS-15), or past the rate limit with a bouncer bypass (RECS-16). */
  swipe(action: SwipeAction, method: RateMethod, via: SwipeVia = {}): Promise<SwipeOutcome> {
    const card = this.deps.store.current.value;
    const outcome = this.#swipe(action, method, via);
    if (card !== undefined) {
      this.#inFlight.set(card.id, outcome);
      void outcome.finally(() => {
        if (this.#inFlight.get(card.id) === outcome) this.#inFlight.delete(card.id);
      });
    }
    return outcome;
  }

  async #swipe(action: SwipeAction, method: RateMethod, via: SwipeVia): Promise<SwipeOutcome> {
    const { api, store, load, clock, modals, onActivity } = this.deps;
    const { note, bypass = false } = via;
    const card = store.current.value;
    if (!card) return { kind: 'no-card' };
    const now = clock.now();
    const allowances = store.allowances.value;
    if (action === 'like' && !bypass && likesBlocked(allowances, now)) {
      const until = allowances.rateLimitedUntil!;
      this.#outOfLikes(until);
      return { kind: 'blocked', reason: 'rate-limited', until };
    }
    if (action === 'superlike' && superLikesBlocked(allowances, now)) {
      const until = allowances.superLikes?.resetsAt;
      this.#outOfSuperlikes(card, until ?? now + DEFAULT_RATE_LIMIT_MS);
      return { kind: 'blocked', reason: 'out-of-super-likes', ...(until === undefined ? {} : { until }) };
    }

    const epoch = store.epoch.value;
    const queue = store.activeQueue.value;
    const previous = store.previousRec.value;
    store.dispatch({ type: 'swipe', action, card, method });
    if (this.deps.yieldToScreen) {
      await this.deps.yieldToScreen();
      if (store.epoch.peek() !== epoch) return { kind: 'dropped' };
    }
    onActivity(action);
    void load.topUp();

    const result = await (note !== undefined
      ? api.swipeNote(card.id, note)
      : bypass
        ? api.bouncerBypass(card.id)
        : action === 'like'
          ? api.like(card.id) : action === 'superlike' ? api.superLike(card.id) : api.pass(card.id));
    if (store.epoch.peek() !== epoch) return { kind: 'dropped' };

    if (!result.ok) {
      const { error } = result;
      if (error.code === RATE_LIMITED) {
        const until = rateLimitEnd(error, clock.now());
        batch(() => {
          store.dispatch({ type: 'swipe/returned', card, action, queue, previous });
          if (action === 'superlike') this.#outOfSuperlikes(card, until);
          else if (action === 'like') this.#outOfLikes(until);
        });
        return { kind: 'rate-limited', action, until };
      }
      if (note !== undefined && error.code === ErrorCode.PAYWALL_REQUIRED) {
        batch(() => {
          store.dispatch({ type: 'swipe/returned', card, action, queue, previous });
          this.#outOfSwipeNotes();
        });
        return { kind: 'blocked', reason: 'out-of-swipe-notes' };
      }
      if (bypass && error.code === ErrorCode.PAYWALL_REQUIRED) {
        batch(() => {
          store.dispatch({ type: 'swipe/returned', card, action, queue, previous });
          this.#outOfBouncerBypasses();
        });
        return { kind: 'blocked', reason: 'out-of-bouncer-bypasses' };
      }
      const returned = TRANSIENT_CODES.has(error.code);
      store.dispatch(returned ? { type: 'swipe/returned', card, action, queue, previous } : { type: 'swipe/failed', id: card.id });
      return { kind: 'failed', action, code: error.code, returned };
    }

    const answer: SwipeAnswer = result.value;
    const { match, ...update } = answer;
    batch(() => {
      store.dispatch({ type: 'swipe/confirmed', id: card.id, allowances: update });
      if (match && !store.recentlyMatchedMatchIds.peek().includes(match.id)) {
        store.dispatch({ type: 'match', match });
        modals.open({ kind: ITS_A_MATCH_MODAL, title: match.person.name, props: { matchId: match.id, personId: match.person.id } });
      }
    });
    if (action !== 'dislike') void this.deps.priorityLikes?.afterRightSwipe(store.rightSwipeCount.peek());
    if (action === 'superlike' && !match) this.deps.superLikeUpsell?.afterSuperLike(update.superLikes?.remaining);
    return { kind: 'swiped', action, method, card, ...(match ? { match } : {}) };
  }

  /** RECS-11: the out-of-likes action: the flag and the limit, and the modal saying when likes come back. */
  #outOfLikes(until: number): void {
    batch(() => {
      this.deps.store.dispatch({ type: 'outOfLikes', until });
      this.deps.modals.open({ kind: OUT_OF_LIKES_MODAL, props: { until } });
    });
  }

  /** RECS-16: none held: the count is 0 and the out-of-likes modal (which then offers the packs) opens again. */
  #outOfBouncerBypasses(): void {
    const until = this.deps.store.allowances.value.rateLimitedUntil ?? this.deps.clock.now() + DEFAULT_RATE_LIMIT_MS;
    batch(() => {
      this.deps.store.dispatch({ type: 'allowances', update: { bouncerBypasses: 0 } });
      this.deps.modals.open({ kind: OUT_OF_LIKES_MODAL, props: { until } });
    });
  }

  /** RECS-15: the out-of-swipe-notes action: none held, and the modal with the packs. */
  #outOfSwipeNotes(): void {
    batch(() => {
      this.deps.store.dispatch({ type: 'allowances', update: { swipeNotes: 0 } });
      this.deps.modals.open({ kind: OUT_OF_SWIPE_NOTES_MODAL });
    });
  }

  /** RECS-12: the out-of-superlikes action: the flag, the card it was meant for, and the super-like paywall. */
  #outOfSuperlikes(card: RecCard, resetsAt: number): void {
    batch(() => {
      this.deps.store.dispatch({ type: 'outOfSuperlikes', recId: card.id, resetsAt });
      this.deps.modals.open({ kind: SUPER_LIKE_PAYWALL_MODAL, props: { recId: card.id, resetsAt } });
    });
  }
}
