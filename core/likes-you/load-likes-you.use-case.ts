import type { ModalStore } from '../navigation';
import { ok, type AppError, type Clock, type KeyValueStorage, type Result } from '../shared';
import { celebrationDue, fetchAllowed, isGoldHomeTab, likesYouAccess, type GoldHomeTab, type QuickFilterPassion } from './likes-you';
import { CELEBRATION_LIKES_MODAL } from './modal-kinds';
import type { LikesYouApiPort } from './likes-you-api.port';
import type { LikesYouStore } from './likes-you.store';

/** Where `lastTab`, `goldHomeSeen` and the last session's count are kept (LIKES-01, LIKES-04). */
export const LIKES_YOU_STORAGE_KEY = 'spark.likesYou.v1';

export interface LikesYouDeps {
  readonly api: LikesYouApiPort;
  readonly store: LikesYouStore;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  /** CONF-14's base time unit. */
  readonly baseTimeUnitMs: number;
  /** LIKES-10: where the celebration of new likes is queued. */
  readonly modals?: Pick<ModalStore, 'open'>;
}

/**
 * Likes-you (LIKES-01..08): loads the count with the member's tier, then the teasers, and for Gold the list
 * (LIKES-02), at most once per 5 BTU unless forced by a filter or an answer (LIKES-06); pages on; answers a liker
 * (a like matches at once); keeps the tab and whether the gold home was seen (LIKES-04); loads my likes (LIKES-08).
 */
export class LikesYouUseCase {
  #lastFetchAt: number | null = null;
  #lastCountAt: number | null = null;
  #celebrated = false;

  constructor(private readonly deps: LikesYouDeps) {}

  /** Reads what was kept of an earlier session. */
  async restore(): Promise<void> {
    const raw = await this.deps.storage.getItem(LIKES_YOU_STORAGE_KEY);
    // Stryker disable next-line ConditionalExpression: equivalent, JSON.parse(null) is null and reading it throws, which is caught below
    if (raw === null) return;
    try {
      const saved = JSON.parse(raw) as { lastTab?: unknown; goldHomeSeen?: unknown; prevSessionLikeCount?: unknown };
      this.deps.store.restored({
        lastTab: isGoldHomeTab(saved.lastTab) ? saved.lastTab : this.deps.store.state.peek().lastTab,
        goldHomeSeen: saved.goldHomeSeen === true,
        // Stryker disable next-line EqualityOperator: equivalent, a kept 0 and the fallback are both 0
        prevSessionLikeCount: typeof saved.prevSessionLikeCount === 'number' && saved.prevSessionLikeCount >= 0 ? saved.prevSessionLikeCount : 0,
      });
    } catch {
      // A value that does not read is forgotten.
    }
  }

  async #save(): Promise<void> {
    const { lastTab, goldHomeSeen, count } = this.deps.store.state.peek();
    await this.deps.storage.setItem(LIKES_YOU_STORAGE_KEY, JSON.stringify({ lastTab, goldHomeSeen, prevSessionLikeCount: count }));
  }

  /** LIKES-06: loads unless the last load was less than 5 BTU ago (`force` skips the wait: a filter, a retry). */
  async load(options: { readonly force?: boolean } = {}): Promise<Result<void, AppError>> {
    const { api, store, clock, baseTimeUnitMs } = this.deps;
    const now = clock.now();
    if (!options.force && !fetchAllowed(this.#lastFetchAt, now, baseTimeUnitMs)) return ok(undefined);
    this.#lastFetchAt = now;
    const passion = store.passion.peek();
    if (store.status.peek().kind !== 'ready') store.loading();
    const counted = await api.count();
    if (!counted.ok) {
      store.failed(counted.error);
      return counted;
    }
    const access = likesYouAccess(counted.value.tier);
    store.counted(counted.value.count, access, counted.value.partial);
    // LIKES-10: new likes since the last visit are celebrated once; the count is kept as seen.
    if (this.deps.modals !== undefined && celebrationDue(store.state.peek(), this.#celebrated)) {
      this.#celebrated = true;
      this.deps.modals.open({ kind: CELEBRATION_LIKES_MODAL, props: { count: store.state.peek().newLikesCount, access } });
      await this.#save();
    }
    const teasers = await api.teasers();
    if (teasers.ok) store.teasersLoaded(teasers.value);
    if (access === 'teasers') {
      store.ready();
      return teasers.ok ? ok(undefined) : teasers;
    }
    const page = await api.page(null, passion === null ? [] : [passion]);
    if (!page.ok) {
      store.failed(page.error);
      return page;
    }
    store.likersLoaded(page.value.likers, page.value.nextPageToken, false);
    return ok(undefined);
  }

  /**
   * NAV-03: the count alone, for the navigation's badge of new likes (after what was kept of the last session is
   * read), at most once per 5 BTU like the list (LIKES-06) but on its own clock, so the gold home still loads at once.
   */
  async countNew(): Promise<Result<void, AppError>> {
    const { api, store, clock, baseTimeUnitMs } = this.deps;
    const now = clock.now();
    if (!fetchAllowed(this.#lastCountAt, now, baseTimeUnitMs)) return ok(undefined);
    this.#lastCountAt = now;
    await this.restore();
    const counted = await api.count();
    if (!counted.ok) return counted;
    store.counted(counted.value.count, likesYouAccess(counted.value.tier), counted.value.partial);
    return ok(undefined);
  }

  async loadMore(): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const token = store.state.peek().nextPageToken;
    const passion = store.passion.peek();
    if (token === null) return ok(undefined);
    const page = await api.page(token, passion === null ? [] : [passion]);
    if (!page.ok) return page;
    store.likersLoaded(page.value.likers, page.value.nextPageToken, true);
    return ok(undefined);
  }

  /** LIKES-07: a quick filter (null: none); loads the list again at once. */
  async filter(passion: QuickFilterPassion | null): Promise<Result<void, AppError>> {
    this.deps.store.choosePassion(passion);
    return this.load({ force: true });
  }

  /** LIKES-02: Gold likes or passes a liker; a like makes the match at once. */
  async answer(userId: string, action: 'like' | 'pass'): Promise<Result<{ readonly matched: boolean }, AppError>> {
    const answered = await this.deps.api.answer(userId, action);
    if (answered.ok || answered.error.code === 40400) this.deps.store.answered(userId);
    return answered;
  }

  /** LIKES-04: the tab shown; the gold home counts as seen. */
  async chooseTab(tab: GoldHomeTab): Promise<void> {
    this.deps.store.tabChosen(tab);
    await this.#save();
  }

  /** LIKES-08: my likes, first page or the next. */
  async loadMyLikes(more = false): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const token = more ? store.myLikesNext.peek() : null;
    if (more && token === null) return ok(undefined);
    const page = await api.myLikes(token);
    if (!page.ok) return page;
    store.myLikesLoaded(page.value.likers, page.value.nextPageToken, more);
    return ok(undefined);
  }
}
