import type { AppError, Result } from '../shared';
import type { Liker, Teaser, Tier } from './likes-you';

export interface LikersPage {
  readonly likers: readonly Liker[];
  readonly nextPageToken: string | null;
}

/** What likes-you needs from the provider (`/v2/fast-match`, its count and teasers, `/v2/my-likes`). */
export interface LikesYouApiPort {
  /** How many likes wait (`partial`: there are more than the count says), and the member's own tier. */
  count(): Promise<Result<{ readonly count: number; readonly partial: boolean; readonly tier: Tier }, AppError>>;
  teasers(): Promise<Result<readonly Teaser[], AppError>>;
  /** Gold's list; the paywall code (40390) for other tiers. */
  page(pageToken: string | null, passions: readonly string[]): Promise<Result<LikersPage, AppError>>;
  /** Gold answers a liker: a like matches at once (answers whether it did). */
  answer(userId: string, action: 'like' | 'pass'): Promise<Result<{ readonly matched: boolean }, AppError>>;
  /** LIKES-08: the likes the member sent. */
  myLikes(pageToken: string | null): Promise<Result<LikersPage, AppError>>;
}
