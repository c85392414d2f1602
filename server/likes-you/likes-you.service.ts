/**
 * Likes-you (LIKES-02, LIKES-03, LIKES-08): who liked the member, as Gold sees it (their cards, and a like from the
 * list that matches at once) or as everyone else does (how many, and blurred teaser pictures under random tokens:
 * no name, age, id or photo address); and the likes the member sent.
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import type { Match } from '../matches/match.repository';
import { newToken } from '../platform/secrets';
import type { SwipeService } from '../recs';
import type { BlockedMembers } from '../users';
import { likesYouPaywallFailure, tierHasLikesYou, type Tier } from '../users/tier';
import { likesYouRepository, type LikesCursor, type ReceivedLike } from './likes-you.repository';
import { teaserImage } from './teaser-image';

/** Likers per page of the list (LIKES-03) and of my likes (LIKES-08). */
export const LIKES_PAGE_SIZE = 20;
/** Teaser pictures answered at most (the newest likers). */
export const TEASERS_MAX = 12;
/** NAV-03: the likes-you count stops at this many (the navigation shows 99+ from 100; beyond this it is partial). */
export const LIKES_COUNT_CAP = 1_000;
/** Teaser pictures kept in memory, the least recently made going first. */
const TEASER_IMAGES_KEPT = 500;

export interface LikesPage {
  readonly likes: readonly ReceivedLike[];
  readonly next?: LikesCursor;
}

export interface LikesYouServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly blocks: BlockedMembers;
  readonly swipes: SwipeService;
  /** The bytes of a member's main photo (its smallest stored size), or null without one. */
  readonly mainPhoto: (userId: string) => Promise<Uint8Array | null>;
}

const pageOf = (rows: readonly ReceivedLike[], limit: number): LikesPage => {
  const likes = rows.slice(0, limit);
  const last = likes.at(-1);
  return rows.length > limit && last !== undefined ? { likes, next: { at: last.likedAt, id: last.likerId } } : { likes };
};

export class LikesYouService {
  readonly #images = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly deps: LikesYouServiceDeps) {}

  /** The member's own tier. */
  async tierOf(memberId: string): Promise<Tier> {
    const [row] = await this.deps.db.query<{ tier: Tier }>('SELECT tier FROM users WHERE id = $1', [memberId]);
    return row?.tier ?? 'none';
  }

  /** LIKES-05 count and the navigation's badge (NAV-03): how many likes wait, up to LIKES_COUNT_CAP. */
  async count(viewerId: string): Promise<{ readonly count: number; readonly partial: boolean }> {
    return likesYouRepository.count(this.deps.db, viewerId, await this.deps.blocks.of(viewerId), LIKES_COUNT_CAP);
  }

  /** LIKES-02, LIKES-03: a page of the list, for Gold only (403 with the paywall code otherwise). */
  async page(viewerId: string, options: { readonly after?: LikesCursor; readonly passions: readonly string[] }): Promise<Result<LikesPage, Failure>> {
    if (!tierHasLikesYou(await this.tierOf(viewerId))) return err(likesYouPaywallFailure());
    const rows = await likesYouRepository.received(this.deps.db, {
      viewerId,
      blocked: await this.deps.blocks.of(viewerId),
      passions: options.passions,
      ...(options.after === undefined ? {} : { after: options.after }),
      limit: LIKES_PAGE_SIZE + 1,
    });
    return ok(pageOf(rows, LIKES_PAGE_SIZE));
  }

  /** LIKES-02: the teaser tokens of the newest likers (for any tier): the picture addresses carry nothing else. */
  async teasers(viewerId: string): Promise<{ readonly tokens: readonly string[]; readonly count: number }> {
    const { db, clock, blocks } = this.deps;
    const blocked = await blocks.of(viewerId);
    const [rows, count] = await Promise.all([
      likesYouRepository.received(db, { viewerId, blocked, passions: [], limit: TEASERS_MAX }),
      likesYouRepository.count(db, viewerId, blocked, LIKES_COUNT_CAP),
    ]);
    const tokens = await likesYouRepository.teaserTokens(db, viewerId, rows.map((row) => row.likerId), newToken, clock.now());
    return { tokens: rows.map((row) => tokens.get(row.likerId)!), count: count.count };
  }

  /** The teaser picture of a token, or null for a token nobody was given. */
  async teaserPicture(token: string): Promise<Uint8Array | null> {
    const kept = this.#images.get(token);
    if (kept !== undefined) return kept;
    const likerId = await likesYouRepository.teaserLiker(this.deps.db, token);
    if (likerId === null) return null;
    const made = this.deps.mainPhoto(likerId).then(teaserImage);
    if (this.#images.size >= TEASER_IMAGES_KEPT) this.#images.delete(this.#images.keys().next().value!);
    this.#images.set(token, made);
    made.catch(() => this.#images.delete(token));
    return made;
  }

  /**
   * LIKES-02, LIKES-03 `POST /v2/fast-match`: Gold answers a liker from the list: a like makes the match at once
   * (the liker liked already), a pass takes them off the list. A member who is not waiting in the list is 404.
   */
  async answer(viewerId: string, likerId: string, action: 'like' | 'pass'): Promise<Result<{ readonly match: Match | null }, Failure>> {
    if (!tierHasLikesYou(await this.tierOf(viewerId))) return err(likesYouPaywallFailure());
    if (!(await likesYouRepository.waiting(this.deps.db, viewerId, likerId, await this.deps.blocks.of(viewerId)))) return err(failure.notFound('No such like'));
    if (action === 'pass') {
      const passed = await this.deps.swipes.pass(viewerId, likerId);
      return passed.ok ? ok({ match: null }) : passed;
    }
    const liked = await this.deps.swipes.like(viewerId, likerId, 'like');
    return liked.ok ? ok({ match: liked.value.match }) : liked;
  }

  /** LIKES-08: a page of the likes the member sent. */
  async sent(memberId: string, after: LikesCursor | undefined): Promise<LikesPage> {
    return pageOf(await likesYouRepository.sent(this.deps.db, memberId, after, LIKES_PAGE_SIZE + 1), LIKES_PAGE_SIZE);
  }
}
