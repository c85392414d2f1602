/**
 * RECS-04, RECS-05: the recs state and the actions that change it, as one pure reducer (property-tested, and the
 * oracle-free core of the store). The queues hold the cards still to swipe (`main`, and any other a screen sets
 * active); a swipe takes the card on top of the active queue away at once, and it never comes back, except by a
 * rewind (the previous rec) or when its call never reached the server.
 */
import type { MatchId, UserId } from '../shared';
import { applyAllowances, NO_ALLOWANCES, type AllowanceUpdate, type Allowances } from './allowances';
import type { RateMethod, SwipeAction } from './gestures';
import type { RecCard, RecMatch } from './rec-card';

/** The queue recs fill (RECS-04 `queues{main}`). */
export const MAIN_QUEUE = 'main';

/** How a swipe of a card stands with the server (RECS-19 `confirmedStatus`, `likesYouConfirmedStatus`). */
export type ConfirmedStatus = 'none' | 'pending' | 'confirmed' | 'failed';

/** RECS-19: the state of one card: the photo shown, the furthest photo seen, and its swipe's confirmation. */
export interface RecCardState {
  readonly activePhotoIndex: number;
  readonly furthestPhotoIndex: number;
  readonly confirmedStatus: ConfirmedStatus;
  readonly likesYouConfirmedStatus: ConfirmedStatus;
}

export const NEW_CARD_STATE: RecCardState = { activePhotoIndex: 0, furthestPhotoIndex: 0, confirmedStatus: 'none', likesYouConfirmedStatus: 'none' };

/** APP-10: how the last load went. */
export type RecsLoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The swipe a rewind would undo (RECS-14). */
export interface PreviousRec {
  readonly card: RecCard;
  readonly action: SwipeAction;
  readonly queue: string;
}

export interface RecsState {
  readonly queues: Readonly<Record<string, readonly RecCard[]>>;
  readonly activeQueue: string;
  readonly previousRec: PreviousRec | null;
  /** Ids swiped this session: never queued again. */
  readonly previouslySwiped: ReadonlySet<string>;
  /** The first photo of each rec liked this session, latest first. */
  readonly likedRecPhotos: readonly string[];
  readonly status: RecsLoadStatus;
  readonly error: string | number | null;
  readonly outOfLikes: boolean;
  readonly outOfRecs: boolean;
  readonly outOfSuperlikes: boolean;
  readonly swipeCount: number;
  /** Swipes the server confirmed. */
  readonly persistedSwipeCount: number;
  /** Likes and super likes. */
  readonly rightSwipeCount: number;
  readonly superlikeSwipeCount: number;
  readonly recentlyMatchedMatchIds: readonly MatchId[];
  readonly matches: readonly RecMatch[];
  readonly superlike: { readonly showStarAnimation: boolean; readonly resets: number | null; readonly upsellRecId: UserId | null };
  readonly cards: Readonly<Record<string, RecCardState>>;
  readonly allowances: Allowances;
  /** RECS-02: how the last swipe was made. */
  readonly lastRateMethod: RateMethod | null;
}

export const INITIAL_RECS_STATE: RecsState = {
  queues: { [MAIN_QUEUE]: [] },
  activeQueue: MAIN_QUEUE,
  previousRec: null,
  previouslySwiped: new Set(),
  likedRecPhotos: [],
  status: 'idle',
  error: null,
  outOfLikes: false,
  outOfRecs: false,
  outOfSuperlikes: false,
  swipeCount: 0,
  persistedSwipeCount: 0,
  rightSwipeCount: 0,
  superlikeSwipeCount: 0,
  recentlyMatchedMatchIds: [],
  matches: [],
  superlike: { showStarAnimation: false, resets: null, upsellRecId: null },
  cards: {},
  allowances: NO_ALLOWANCES,
  lastRateMethod: null,
};

/** RECS-05: the actions (swipe notes come with RECS-15). */
export type RecsAction =
  | { readonly type: 'loadRecs/start' }
  | { readonly type: 'loadRecs/done'; readonly cards: readonly RecCard[]; readonly queue?: string }
  | { readonly type: 'loadRecs/failed'; readonly code: string | number }
  | { readonly type: 'clearRecs'; readonly queue?: string }
  | { readonly type: 'loadById'; readonly card: RecCard; readonly queue?: string }
  | { readonly type: 'setActiveQueue'; readonly queue: string }
  | { readonly type: 'swipe'; readonly action: SwipeAction; readonly card: RecCard; readonly method: RateMethod }
  | { readonly type: 'swipe/confirmed'; readonly id: string; readonly allowances: AllowanceUpdate }
  | { readonly type: 'swipe/failed'; readonly id: string }
  /** A swipe whose call never reached the server, or was refused for a rate limit: the card comes back on top. */
  | { readonly type: 'swipe/returned'; readonly card: RecCard; readonly action: SwipeAction; readonly queue: string; readonly previous: PreviousRec | null }
  | { readonly type: 'rewind'; readonly allowances: AllowanceUpdate }
  | { readonly type: 'match'; readonly match: RecMatch }
  | { readonly type: 'outOfLikes'; readonly until: number }
  | { readonly type: 'likesBack' }
  | { readonly type: 'outOfSuperlikes'; readonly recId: UserId; readonly resetsAt: number }
  | { readonly type: 'superlikesBack' }
  | { readonly type: 'allowances'; readonly update: AllowanceUpdate }
  | { readonly type: 'showPhoto'; readonly id: string; readonly index: number }
  | { readonly type: 'starAnimationDone' }
  | { readonly type: 'reset' };

/** RECS-03, API-08: new cards follow the held ones, leaving out any queued, swiped, or repeated. */
const mergeCards = (queue: readonly RecCard[], incoming: readonly RecCard[], excluded: ReadonlySet<string>): readonly RecCard[] => {
  const seen = new Set<string>(queue.map((c) => c.id));
  const added: RecCard[] = [];
  for (const card of incoming) {
    if (seen.has(card.id) || excluded.has(card.id)) continue;
    seen.add(card.id);
    added.push(card);
  }
  return added.length === 0 ? queue : [...queue, ...added];
};

const withQueue = (s: RecsState, name: string, cards: readonly RecCard[]): RecsState['queues'] => ({ ...s.queues, [name]: cards });
const queueOf = (s: RecsState, name: string): readonly RecCard[] => s.queues[name] ?? [];
const cardState = (s: RecsState, id: string): RecCardState => s.cards[id] ?? NEW_CARD_STATE;
const withCard = (s: RecsState, id: string, change: Partial<RecCardState>): RecsState['cards'] => ({ ...s.cards, [id]: { ...cardState(s, id), ...change } });
const without = (set: ReadonlySet<string>, id: string): ReadonlySet<string> => {
  const next = new Set(set);
  next.delete(id);
  return next;
};
/** The list without the first occurrence of `item`. */
const removeFirst = (items: readonly string[], item: string | undefined): readonly string[] => {
  const i = item === undefined ? -1 : items.indexOf(item);
  return i === -1 ? items : [...items.slice(0, i), ...items.slice(i + 1)];
};
const withAllowances = (s: RecsState, update: AllowanceUpdate): Pick<RecsState, 'allowances' | 'outOfLikes' | 'outOfSuperlikes'> => {
  const allowances = applyAllowances(s.allowances, update);
  return {
    allowances,
    // The flags follow the allowances: out while a rate limit is held, back once super likes are.
    outOfLikes: allowances.rateLimitedUntil !== undefined,
    outOfSuperlikes: s.outOfSuperlikes && (allowances.superLikes?.remaining ?? 0) === 0,
  };
};

export const recsReducer = (s: RecsState, a: RecsAction): RecsState => {
  switch (a.type) {
    case 'loadRecs/start':
      return { ...s, status: 'loading', error: null };
    case 'loadRecs/done': {
      const name = a.queue ?? MAIN_QUEUE;
      const queue = mergeCards(queueOf(s, name), a.cards, s.previouslySwiped);
      // RECS-04 outOfRecs: the provider had nothing more and nothing is left to show.
      return { ...s, queues: withQueue(s, name, queue), status: 'loaded', error: null, outOfRecs: name === s.activeQueue ? queue.length === 0 : s.outOfRecs };
    }
    case 'loadRecs/failed':
      return { ...s, status: 'error', error: a.code };
    case 'clearRecs':
      return { ...s, queues: withQueue(s, a.queue ?? MAIN_QUEUE, []), outOfRecs: false, status: 'idle' };
    case 'loadById': {
      const name = a.queue ?? s.activeQueue;
      if (s.previouslySwiped.has(a.card.id)) return s;
      return { ...s, queues: withQueue(s, name, [a.card, ...queueOf(s, name).filter((c) => c.id !== a.card.id)]), outOfRecs: false };
    }
    case 'setActiveQueue':
      return { ...s, activeQueue: a.queue, queues: s.queues[a.queue] === undefined ? withQueue(s, a.queue, []) : s.queues, outOfRecs: false };
    case 'swipe': {
      const { card, action } = a;
      const queue = s.activeQueue;
      const right = action !== 'dislike';
      const photo = card.photos[0]?.url;
      return {
        ...s,
        queues: withQueue(s, queue, queueOf(s, queue).filter((c) => c.id !== card.id)),
        previousRec: { card, action, queue },
        previouslySwiped: new Set([...s.previouslySwiped, card.id]),
        likedRecPhotos: right && photo !== undefined ? [photo, ...s.likedRecPhotos] : s.likedRecPhotos,
        swipeCount: s.swipeCount + 1,
        rightSwipeCount: s.rightSwipeCount + (right ? 1 : 0),
        superlikeSwipeCount: s.superlikeSwipeCount + (action === 'superlike' ? 1 : 0),
        superlike: action === 'superlike' ? { ...s.superlike, showStarAnimation: true } : s.superlike,
        cards: withCard(s, card.id, { confirmedStatus: 'pending' }),
        lastRateMethod: a.method,
      };
    }
    case 'swipe/confirmed':
      return { ...s, ...withAllowances(s, a.allowances), persistedSwipeCount: s.persistedSwipeCount + 1, cards: withCard(s, a.id, { confirmedStatus: 'confirmed' }) };
    case 'swipe/failed':
      return { ...s, cards: withCard(s, a.id, { confirmedStatus: 'failed' }) };
    case 'swipe/returned': {
      // The swipe did not happen: the card is back on top and the counts forget it.
      const { card, queue, action: swiped } = a;
      const right = swiped !== 'dislike';
      return {
        ...s,
        queues: withQueue(s, queue, [card, ...queueOf(s, queue).filter((c) => c.id !== card.id)]),
        previousRec: a.previous,
        previouslySwiped: without(s.previouslySwiped, card.id),
        likedRecPhotos: right ? removeFirst(s.likedRecPhotos, card.photos[0]?.url) : s.likedRecPhotos,
        swipeCount: Math.max(0, s.swipeCount - 1),
        rightSwipeCount: Math.max(0, s.rightSwipeCount - (right ? 1 : 0)),
        superlikeSwipeCount: Math.max(0, s.superlikeSwipeCount - (swiped === 'superlike' ? 1 : 0)),
        cards: withCard(s, card.id, { confirmedStatus: 'none' }),
        outOfRecs: false,
      };
    }
    case 'rewind': {
      const previous = s.previousRec;
      if (previous === null) return s;
      const { card, queue, action } = previous;
      return {
        ...s,
        ...withAllowances(s, a.allowances),
        queues: withQueue(s, queue, [card, ...queueOf(s, queue).filter((c) => c.id !== card.id)]),
        previousRec: null,
        previouslySwiped: without(s.previouslySwiped, card.id),
        likedRecPhotos: action === 'dislike' ? s.likedRecPhotos : removeFirst(s.likedRecPhotos, card.photos[0]?.url),
        cards: withCard(s, card.id, { confirmedStatus: 'none' }),
        outOfRecs: false,
      };
    }
    case 'match': {
      if (s.recentlyMatchedMatchIds.includes(a.match.id)) return s;
      return {
        ...s,
        recentlyMatchedMatchIds: [...s.recentlyMatchedMatchIds, a.match.id],
        matches: [...s.matches, a.match],
        // RECS-14: a swipe that made a match cannot be rewound.
        previousRec: s.previousRec?.card.id === a.match.person.id ? null : s.previousRec,
      };
    }
    case 'outOfLikes':
      return { ...s, ...withAllowances(s, { likesRemaining: 0, rateLimitedUntil: a.until }), outOfLikes: true };
    case 'likesBack': {
      // The limit's 0 no longer holds, and how many likes came back is not told yet (RECS-11).
      const { rateLimitedUntil: _ended, likesTold: _stale, ...rest } = s.allowances;
      return { ...s, allowances: rest, outOfLikes: false };
    }
    case 'outOfSuperlikes':
      return {
        ...s,
        allowances: { ...s.allowances, superLikes: { ...s.allowances.superLikes, remaining: 0, resetsAt: a.resetsAt } },
        outOfSuperlikes: true,
        superlike: { ...s.superlike, resets: a.resetsAt, upsellRecId: a.recId },
      };
    case 'superlikesBack': {
      const { superLikes: _spent, ...rest } = s.allowances;
      return { ...s, allowances: rest, outOfSuperlikes: false, superlike: { ...s.superlike, resets: null, upsellRecId: null } };
    }
    case 'allowances':
      return { ...s, ...withAllowances(s, a.update) };
    case 'showPhoto': {
      const card = [...Object.values(s.queues)].flat().find((c) => c.id === a.id);
      const last = Math.max(0, (card?.photos.length ?? 1) - 1);
      const index = Math.min(last, Math.max(0, Math.floor(a.index)));
      const before = cardState(s, a.id);
      return { ...s, cards: withCard(s, a.id, { activePhotoIndex: index, furthestPhotoIndex: Math.max(before.furthestPhotoIndex, index) }) };
    }
    case 'starAnimationDone':
      return { ...s, superlike: { ...s.superlike, showStarAnimation: false } };
    case 'reset':
      return INITIAL_RECS_STATE;
  }
};
