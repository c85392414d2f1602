import { err, ok, type AppError, type Result } from '../../shared';
import type { Liker, Teaser, Tier } from '../likes-you';
import type { LikersPage, LikesYouApiPort } from '../likes-you-api.port';

const PAGE = 20;

/** An in-memory provider of likes-you: likers, the member's tier, the likes they sent; counts calls of the list. */
export class FakeLikesYouApi implements LikesYouApiPort {
  tier: Tier = 'none';
  likers: Liker[] = [];
  sent: Liker[] = [];
  countCalls = 0;
  matched: string[] = [];

  /** Counts no further than this many likers (like the provider's cap), then says the count is partial. */
  countCap = Number.POSITIVE_INFINITY;

  async count(): Promise<Result<{ count: number; partial: boolean; tier: Tier }, AppError>> {
    this.countCalls += 1;
    return ok({ count: Math.min(this.likers.length, this.countCap), partial: this.likers.length > this.countCap, tier: this.tier });
  }

  async teasers(): Promise<Result<readonly Teaser[], AppError>> {
    return ok(this.likers.slice(0, 12).map((_, i) => ({ url: `/media/teasers/${String(i).padStart(43, 'T')}.webp` })));
  }

  #gold(): boolean {
    return this.tier === 'gold' || this.tier === 'platinum';
  }

  async page(pageToken: string | null, passions: readonly string[]): Promise<Result<LikersPage, AppError>> {
    if (!this.#gold()) return err({ code: 40390, message: 'This needs gold' });
    const list = passions.length === 0 ? this.likers : this.likers.filter((liker) => liker.interests.some((i) => passions.includes(i)));
    const start = pageToken === null ? 0 : Number(pageToken);
    const next = start + PAGE < list.length ? String(start + PAGE) : null;
    return ok({ likers: list.slice(start, start + PAGE), nextPageToken: next });
  }

  async answer(userId: string, action: 'like' | 'pass'): Promise<Result<{ matched: boolean }, AppError>> {
    if (!this.#gold()) return err({ code: 40390, message: 'This needs gold' });
    if (!this.likers.some((liker) => liker.id === userId)) return err({ code: 40400, message: 'No such like' });
    this.likers = this.likers.filter((liker) => liker.id !== userId);
    if (action === 'like') this.matched.push(userId);
    return ok({ matched: action === 'like' });
  }

  async myLikes(pageToken: string | null): Promise<Result<LikersPage, AppError>> {
    const start = pageToken === null ? 0 : Number(pageToken);
    return ok({ likers: this.sent.slice(start, start + PAGE), nextPageToken: start + PAGE < this.sent.length ? String(start + PAGE) : null });
  }
}

/** A liker for tests. */
export const aLiker = (id: string, extra: Partial<Liker> = {}): Liker => ({ id, name: `Name ${id}`, age: 30, photoUrl: `/media/${id}.jpg`, isSuperLike: false, interests: [], ...extra });
