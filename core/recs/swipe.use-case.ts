import { batch } from '@preact/signals-core';
import type { Clock } from '../shared';
import { likesBlocked, superLikesBlocked } from './allowances';
import type { LoadRecsUseCase } from './load-recs.use-case';
import type { RecCard, RecMatch } from './rec-card';
import { RATE_LIMITED, type RecsApiPort, type RecsError, type SwipeAnswer } from './recs-api.port';
import type { SwipeAction } from './recs-state';
import type { RecsStore } from './recs.store';
import { ITS_A_MATCH_MODAL } from './modal-kinds';


/** How long likes stay blocked after a rate limit that gave no time. */
export const DEFAULT_RATE_LIMIT_MS = 60_000;

/** The modal queue (NAV-13) as discovery uses it; the navigation module's ModalStore fits it. */
export interface MatchModalQueue {
  open(modal: { readonly kind: string; readonly title?: string; readonly props?: Readonly<Record<string, unknown>> }): void;
}

export interface SwipeDeps {
  readonly api: RecsApiPort;
  readonly store: RecsStore;
  readonly load: LoadRecsUseCase;
  readonly clock: Clock;
  readonly modals: MatchModalQueue;
  /** SESS-03: a like, a dislike or a super like refreshes the session's activity. */
  readonly onActivity: (activity: SwipeAction) => void;
}

/** What became of a swipe. */
export type SwipeOutcome =
  /** The server took it; `match` when it made one. */
  | { readonly kind: 'swiped'; readonly action: SwipeAction; readonly card: RecCard; readonly match?: RecMatch }
  /** Nothing to swipe. */
  | { readonly kind: 'no-card' }
  /** Refused on the device, nothing sent: likes are rate limited, or no super likes are left. The card stays. */
  | { readonly kind: 'blocked'; readonly reason: 'rate-limited' | 'out-of-super-likes'; readonly until?: number }
  /** The server refused with a rate limit (42901): the card is back on top. */
  | { readonly kind: 'rate-limited'; readonly action: SwipeAction; readonly until: number }
  /** Any other failure; `returned` when the card went back on top (the call never reached the server). */
  | { readonly kind: 'failed'; readonly action: SwipeAction; readonly code: string | number; readonly returned: boolean }
  /** A logout came while the call was out: its answer is dropped. */
  | { readonly kind: 'dropped' };

/** Failures where the swipe surely did not reach the server: the card goes back on top to be swiped again. */
const TRANSIENT_CODES: ReadonlySet<string | number> = new Set(['API.NETWORK', 'API.TIMEOUT']);

/** When a rate limit ends: the server's time, else its wait, else the default. */
export const rateLimitEnd = (error: RecsError, now: number): number =>
  error.rateLimitedUntil ?? now + (error.retryAfterMs ?? DEFAULT_RATE_LIMIT_MS);

/**
 * RECS-01, RECS-09, RECS-10, RECS-12, API-08: like, super like or pass the card on top. The card leaves the queue
 * at once (the queue tops up behind it), the call goes out, and its answer updates the allowances; a match is added
 * to the session's matches and queues the "it's a match" modal, once per match (MATCH-15). A rate limit puts the
 * card back on top and blocks likes until it ends (RECS-11).
 */
export class SwipeUseCase {
  constructor(private readonly deps: SwipeDeps) {}

  like(): Promise<SwipeOutcome> {
    return this.#swipe('like');
  }

  superLike(): Promise<SwipeOutcome> {
    return this.#swipe('superlike');
  }

  pass(): Promise<SwipeOutcome> {
    return this.#swipe('dislike');
  }

  async #swipe(action: SwipeAction): Promise<SwipeOutcome> {
    const { api, store, load, clock, modals, onActivity } = this.deps;
    const card = store.current.value;
    if (!card) return { kind: 'no-card' };
    const now = clock.now();
    const allowances = store.allowances.value;
    if (action === 'like' && likesBlocked(allowances, now)) return { kind: 'blocked', reason: 'rate-limited', ...untilOf(allowances.rateLimitedUntil) };
    if (action === 'superlike' && superLikesBlocked(allowances, now))
      return { kind: 'blocked', reason: 'out-of-super-likes', ...untilOf(allowances.superLikes?.resetsAt) };

    const epoch = store.epoch.value;
    store.take(card.id);
    onActivity(action);
    void load.topUp();

    const result = await (action === 'like' ? api.like(card.id) : action === 'superlike' ? api.superLike(card.id) : api.pass(card.id));
    if (store.epoch.peek() !== epoch) return { kind: 'dropped' };

    if (!result.ok) {
      const { error } = result;
      if (error.code === RATE_LIMITED) {
        const until = rateLimitEnd(error, clock.now());
        batch(() => {
          store.putBack(card);
          store.applyAllowances(
            action === 'superlike'
              ? { superLikes: { remaining: 0, resetsAt: until } }
              : { rateLimitedUntil: until, ...(action === 'like' ? { likesRemaining: 0 } : {}) },
          );
        });
        return { kind: 'rate-limited', action, until };
      }
      const returned = TRANSIENT_CODES.has(error.code);
      if (returned) store.putBack(card);
      return { kind: 'failed', action, code: error.code, returned };
    }

    const answer: SwipeAnswer = result.value;
    const { match, ...update } = answer;
    batch(() => {
      store.applyAllowances(update);
      if (match && store.addMatch(match)) {
        modals.open({ kind: ITS_A_MATCH_MODAL, title: match.person.name, props: { matchId: match.id, personId: match.person.id } });
      }
    });
    return { kind: 'swiped', action, card, ...(match ? { match } : {}) };
  }
}

const untilOf = (until: number | undefined): { readonly until?: number } => (until === undefined ? {} : { until });
