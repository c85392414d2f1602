import { ErrorCode } from '../../errors/error-codes';
import { appError, err, ok, type Clock, type MatchId, type Result, type UserId } from '../../shared';
import type { AllowanceUpdate } from '../allowances';
import type { SwipeAction } from '../gestures';
import type { RecCard, RecMatch } from '../rec-card';
import { RATE_LIMITED, type RecsApiPort, type RecsError, type SwipeAnswer } from '../recs-api.port';

const HOUR = 3_600_000;
/** The server's code for an unknown member (ERR-01). */
const NOT_FOUND = 40400;

/** A candidate card with a name and one photo; `overrides` add the rest. */
export const fakeRec = (id: string, name = `Member ${id}`, overrides: Partial<Omit<RecCard, 'id'>> = {}): RecCard => ({
  id: id as UserId,
  name,
  photos: [{ url: `/media/demo/${id}/0.svg`, altText: `${name}, photo 1` }],
  badges: [],
  verified: false,
  isSuperLike: false,
  isBoost: false,
  isSuperBoost: false,
  ...overrides,
});

export interface FakeRecsApiOptions {
  /** Gives the times of rate limits and resets; a still clock at 0 when left out. */
  readonly clock?: Clock;
  readonly candidates?: readonly RecCard[];
}

type Call = { readonly kind: 'recs' } | { readonly kind: 'like' | 'superlike' | 'pass' | 'person' | 'rewind'; readonly id: string } | { readonly kind: 'swipenote'; readonly id: string; readonly message: string } | { readonly kind: 'bouncerbypass'; readonly id: string };

/**
 * An in-memory provider of candidates: a page of the candidates not yet swiped per recs call (it may answer one
 * the app holds already, as a real server does); like allowances that count down, then a rate limit (42901) until
 * `rateLimitMs` later; super likes that count down, their reset `superLikeResetMs` after the first one spent;
 * mutual likes that make a match. Every like answer carries the likes allowance, a super like's the super likes
 * too. Liking a member again (as a like or a super like) spends nothing and answers the same match; a swipe on
 * someone who is not a candidate fails with 40400. Rewind undoes the last swipe only, once, never one that made a
 * match (409), and only for a tier with undo (`tier` other than 'none'; 40390 with the paywall otherwise); undoing a
 * like or super like gives it back. `hold()` keeps answers back until `release()`; `failNext` makes the next call
 * fail with a code.
 */
export class FakeRecsApi implements RecsApiPort {
  candidates: RecCard[];
  pageSize = 10;
  /** Ids of the candidates who like the member already: liking them makes a match. */
  readonly likesMe = new Set<string>();
  likesRemaining = 100;
  superLikesRemaining = 1;
  /** The tier's super likes per day and the bought ones held, as the server tells them with each super-like answer. */
  superLikesPerDay = 1;
  superLikesPurchased = 0;
  rateLimitMs = 12 * HOUR;
  superLikeResetMs = 24 * HOUR;
  rateLimitedUntil: number | undefined;
  readonly swiped = new Set<string>();
  /** Ids of the candidates liked or super-liked. */
  readonly liked = new Set<string>();
  /** When the super likes spent come back: set by the first one spent, cleared once it has passed. */
  superLikesResetAt: number | undefined;
  /** RECS-14: 'none' has no undo. */
  tier: 'none' | 'plus' | 'gold' | 'platinum' = 'none';
  /** The last swipe, the only one a rewind may undo. */
  lastSwipe: { readonly id: string; readonly action: SwipeAction } | undefined;
  readonly calls: Call[] = [];
  #failNext: RecsError | undefined;
  #holding = false;
  readonly #held: (() => void)[] = [];
  readonly #clock: Clock;

  constructor(options: FakeRecsApiOptions = {}) {
    this.#clock = options.clock ?? { now: () => 0 };
    this.candidates = [...(options.candidates ?? ['r-1', 'r-2', 'r-3', 'r-4', 'r-5'].map((id, i) => fakeRec(id, ['Lena', 'Sami', 'Noor', 'Ada', 'Kai'][i])))];
  }

  /** The next call fails with `code` (a network failure, a server error, ...). */
  failNext(code: string | number, extra: Omit<RecsError, 'code'> = {}): void {
    this.#failNext = { code, ...extra };
  }

  /** Disarms a `failNext` no call has taken (a swipe refused before it reached the provider, say). */
  clearFailure(): void {
    this.#failNext = undefined;
  }

  hold(): void {
    this.#holding = true;
  }

  release(): void {
    this.#holding = false;
    for (const answer of this.#held.splice(0)) answer();
  }

  fetchRecs(): Promise<Result<readonly RecCard[], RecsError>> {
    this.calls.push({ kind: 'recs' });
    return this.#answer(() => ok(this.candidates.filter((c) => !this.swiped.has(c.id)).slice(0, this.pageSize)));
  }

  like(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    this.calls.push({ kind: 'like', id });
    return this.#answer(() => {
      if (!this.#isCandidate(id)) return this.#notFound();
      if (this.liked.has(id)) return ok({ ...this.#likesAllowance(), ...this.#matchWith(id) });
      const now = this.#clock.now();
      if (this.rateLimitedUntil !== undefined && this.rateLimitedUntil > now) return this.#rateLimited(this.rateLimitedUntil);
      if (this.likesRemaining <= 0) {
        this.rateLimitedUntil = now + this.rateLimitMs;
        return this.#rateLimited(this.rateLimitedUntil);
      }
      this.likesRemaining -= 1;
      if (this.likesRemaining === 0) this.rateLimitedUntil = now + this.rateLimitMs;
      this.swiped.add(id);
      this.liked.add(id);
      this.lastSwipe = { id, action: 'like' };
      return ok({ ...this.#likesAllowance(), ...this.#matchWith(id) });
    });
  }

  /** RECS-15 swipe notes held. */
  swipeNotes = 0;

  /** RECS-15: a like with a note, from a swipe note held (none: 40390 naming `swipe_note`). */
  async swipeNote(id: string, message: string): Promise<Result<SwipeAnswer, RecsError>> {
    if (this.swipeNotes <= 0) {
      this.calls.push({ kind: 'swipenote', id, message });
      return { ok: false, error: { code: 40390, paywall: { feature: 'swipe_note' } } };
    }
    this.swipeNotes -= 1;
    const liked = await this.like(id);
    this.calls.push({ kind: 'swipenote', id, message });
    return liked.ok ? ok({ ...liked.value, swipeNotes: this.swipeNotes }) : liked;
  }

  /** RECS-16 bouncer bypasses held. */
  bouncerBypasses = 0;

  /**
   * RECS-16: a like past the rate limit with a bouncer bypass (none: 40390 naming `bouncer_bypass`); with likes
   * left, an ordinary like; a member liked already spends nothing.
   */
  async bouncerBypass(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    const limited = this.rateLimitedUntil !== undefined && this.rateLimitedUntil > this.#clock.now();
    if (!limited || this.liked.has(id) || !this.#isCandidate(id)) {
      const liked = await this.like(id);
      this.calls.push({ kind: 'bouncerbypass', id });
      return liked.ok ? ok({ ...liked.value, bouncerBypasses: this.bouncerBypasses }) : liked;
    }
    this.calls.push({ kind: 'bouncerbypass', id });
    if (this.bouncerBypasses <= 0) return { ok: false, error: { code: 40390, paywall: { feature: 'bouncer_bypass' } } };
    return this.#answer(() => {
      this.bouncerBypasses -= 1;
      this.swiped.add(id);
      this.liked.add(id);
      this.lastSwipe = { id, action: 'like' };
      return ok({ ...this.#likesAllowance(), ...this.#matchWith(id), bouncerBypasses: this.bouncerBypasses });
    });
  }

  superLike(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    this.calls.push({ kind: 'superlike', id });
    return this.#answer(() => {
      if (!this.#isCandidate(id)) return this.#notFound();
      const now = this.#clock.now();
      if (this.superLikesResetAt !== undefined && this.superLikesResetAt <= now) this.superLikesResetAt = undefined;
      const resetsAt = this.superLikesResetAt ?? now + this.superLikeResetMs;
      if (this.liked.has(id)) return ok({ ...this.#likesAllowance(), superLikes: { remaining: this.superLikesRemaining, resetsAt, perDay: this.superLikesPerDay, purchased: this.superLikesPurchased }, ...this.#matchWith(id) });
      if (this.superLikesRemaining <= 0) return this.#rateLimited(resetsAt);
      this.superLikesRemaining -= 1;
      this.superLikesResetAt = resetsAt;
      this.swiped.add(id);
      this.liked.add(id);
      this.lastSwipe = { id, action: 'superlike' };
      return ok({ ...this.#likesAllowance(), superLikes: { remaining: this.superLikesRemaining, resetsAt, perDay: this.superLikesPerDay, purchased: this.superLikesPurchased }, ...this.#matchWith(id) });
    });
  }

  pass(id: string): Promise<Result<SwipeAnswer, RecsError>> {
    this.calls.push({ kind: 'pass', id });
    return this.#answer(() => {
      if (!this.#isCandidate(id)) return this.#notFound();
      if (!this.swiped.has(id)) this.lastSwipe = { id, action: 'dislike' };
      this.swiped.add(id);
      return ok({});
    });
  }

  fetchPerson(id: string): Promise<Result<RecCard, RecsError>> {
    this.calls.push({ kind: 'person', id });
    return this.#answer(() => {
      const card = this.candidates.find((c) => c.id === id);
      return card ? ok(card) : this.#notFound();
    });
  }

  rewind(id: string, action: SwipeAction): Promise<Result<AllowanceUpdate, RecsError>> {
    this.calls.push({ kind: 'rewind', id });
    return this.#answer(() => {
      if (this.tier === 'none') return err({ ...appError(ErrorCode.PAYWALL_REQUIRED, 'This needs plus'), paywall: { feature: 'undo', requiredTier: 'plus' } });
      if (this.lastSwipe?.id !== id || this.lastSwipe.action !== action || (action !== 'dislike' && this.likesMe.has(id))) {
        return err(appError(ErrorCode.CONFLICT, 'Only the last swipe can be undone'));
      }
      this.lastSwipe = undefined;
      this.swiped.delete(id);
      if (action === 'like') {
        this.liked.delete(id);
        this.likesRemaining += 1;
        this.rateLimitedUntil = undefined;
      }
      if (action === 'superlike') {
        this.liked.delete(id);
        this.superLikesRemaining += 1;
      }
      return ok({ ...this.#likesAllowance(), ...(action === 'superlike' ? { superLikes: { remaining: this.superLikesRemaining } } : {}) });
    });
  }

  #isCandidate(id: string): boolean {
    return this.candidates.some((c) => c.id === id);
  }

  /** RECS-11: the likes left, and while none are left, until when. */
  #likesAllowance(): Pick<SwipeAnswer, 'likesRemaining' | 'rateLimitedUntil'> {
    return {
      likesRemaining: this.likesRemaining,
      ...(this.likesRemaining === 0 && this.rateLimitedUntil !== undefined ? { rateLimitedUntil: this.rateLimitedUntil } : {}),
    };
  }

  #notFound(): Result<never, RecsError> {
    return err(appError(NOT_FOUND, 'No such member'));
  }

  #matchWith(id: string): { readonly match?: RecMatch } {
    const person = this.candidates.find((c) => c.id === id);
    return person && this.likesMe.has(id) ? { match: { id: `m-${id}` as MatchId, person } } : {};
  }

  #rateLimited(until: number): Result<never, RecsError> {
    return err({ ...appError(RATE_LIMITED, 'rate limited'), rateLimitedUntil: until });
  }

  #answer<T>(make: () => Result<T, RecsError>): Promise<Result<T, RecsError>> {
    const run = (): Result<T, RecsError> => {
      const failure = this.#failNext;
      this.#failNext = undefined;
      return failure ? err(failure) : make();
    };
    if (!this.#holding) return Promise.resolve(run());
    return new Promise((resolve) => this.#held.push(() => resolve(run())));
  }
}
