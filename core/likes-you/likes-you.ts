/**
 * The likes-you rules (LIKES-01, 02, 04..07): its state, who sees the real list, when filters are offered, how
 * often the list is fetched, the quick-filter passions, and the gold home's tabs.
 */

/** The member's tier as the provider names it. */
export type Tier = 'none' | 'plus' | 'gold' | 'platinum';

/** LIKES-02: Gold (and Platinum, which has all of Gold) see the real list and fast matches; others see teasers. */
export type LikesYouAccess = 'list' | 'teasers';

export const likesYouAccess = (tier: Tier | null): LikesYouAccess => (tier === 'gold' || tier === 'platinum' ? 'list' : 'teasers');

/** LIKES-05: filters are offered only from this many likes. */
export const LIKES_FILTER_MIN_COUNT = 5;

export const filtersOffered = (count: number): boolean => count >= LIKES_FILTER_MIN_COUNT;

/** LIKES-06: the list is fetched at most once per this many base time units (CONF-14). */
export const LIKES_FETCH_THROTTLE_BTU = 5;

/** LIKES-06: whether a fetch may go now, given the last one (null: none yet). */
export const fetchAllowed = (lastFetchAt: number | null, now: number, baseTimeUnitMs: number): boolean =>
  lastFetchAt === null || now - lastFetchAt >= LIKES_FETCH_THROTTLE_BTU * baseTimeUnitMs || now < lastFetchAt;

/** LIKES-07: the quick-filter passions. */
export const QUICK_FILTER_PASSIONS = ['it_54', 'it_7', 'it_9'] as const;
export type QuickFilterPassion = (typeof QUICK_FILTER_PASSIONS)[number];

/** LIKES-04: the gold home's tabs; `recently-active` is the teaser tab. The default is our choice (docs/decisions.md). */
export const GOLD_HOME_TABS = ['likes-you', 'recently-active', 'my-likes'] as const;
export type GoldHomeTab = (typeof GOLD_HOME_TABS)[number];
export const DEFAULT_GOLD_HOME_TAB: GoldHomeTab = 'likes-you';

// Stryker disable next-line ConditionalExpression: equivalent, a list of strings includes no other type
export const isGoldHomeTab = (value: unknown): value is GoldHomeTab => typeof value === 'string' && (GOLD_HOME_TABS as readonly string[]).includes(value);

/** A member who liked the viewer, as Gold sees them. */
export interface Liker {
  readonly id: string;
  readonly name: string;
  readonly age: number | null;
  readonly photoUrl: string | null;
  readonly isSuperLike: boolean;
  readonly interests: readonly string[];
}

/** A teaser: a blurred picture only (LIKES-02). */
export interface Teaser {
  readonly url: string;
}

/** LIKES-01: the likes-you state. */
export interface LikesYouState {
  readonly count: number;
  readonly fastMatches: readonly Liker[];
  readonly teasers: readonly Teaser[];
  readonly nextPageToken: string | null;
  readonly newLikesCount: number;
  readonly prevSessionLikeCount: number;
  readonly lastTab: GoldHomeTab;
  readonly goldHomeSeen: boolean;
  readonly recentlyActiveGoldTeaser: { readonly url: string; readonly name: string } | null;
}

export const INITIAL_LIKES_YOU_STATE: LikesYouState = {
  count: 0,
  fastMatches: [],
  teasers: [],
  nextPageToken: null,
  newLikesCount: 0,
  prevSessionLikeCount: 0,
  lastTab: DEFAULT_GOLD_HOME_TAB,
  goldHomeSeen: false,
  recentlyActiveGoldTeaser: null,
};

/** LIKES-01: likes that came since the last session (never negative). */
export const newLikesSince = (count: number, prevSessionLikeCount: number): number => Math.max(0, count - prevSessionLikeCount);

/** LIKES-10: how many new likes since the last visit bring the celebration (our choice, docs/decisions.md). */
export const CELEBRATION_MIN_NEW_LIKES = 3;

/**
 * LIKES-10: the celebration is due once a session, when an earlier visit left a count to compare with and at least
 * CELEBRATION_MIN_NEW_LIKES likes came since it.
 */
export const celebrationDue = (state: Pick<LikesYouState, 'newLikesCount' | 'prevSessionLikeCount'>, celebrated: boolean): boolean =>
  !celebrated && state.prevSessionLikeCount > 0 && state.newLikesCount >= CELEBRATION_MIN_NEW_LIKES;
