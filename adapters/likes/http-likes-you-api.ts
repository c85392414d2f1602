import type { ApiFailure, HttpPort } from '../../core/api';
import type { LikersPage, Liker, LikesYouApiPort, Teaser, Tier } from '../../core/likes-you';
import { readCard } from '../../core/recs';
import { err, ok, type AppError, type Result } from '../../core/shared';

const failureOf = (failure: ApiFailure): AppError => ({ code: failure.code, message: failure.message });
const TIERS: readonly Tier[] = ['none', 'plus', 'gold', 'platinum'];

/** One entry of a likes list: the member's card, whether it was a super like. */
const readLiker = (raw: unknown): Liker | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const entry = raw as Record<string, unknown>;
  const card = readCard(entry['user']);
  if (card === undefined) return null;
  const photo = card.photos[0];
  // The smallest size that still fills a grid cell (about 320 px wide), else the photo itself.
  const url = photo?.sizes?.find((size) => size.width >= 320)?.url ?? photo?.url ?? null;
  return { id: card.id, name: card.name, age: card.age ?? null, photoUrl: url, isSuperLike: entry['is_super_like'] === true, interests: (card.interests ?? []).map((i) => i.id) };
};

const readPage = (data: { results?: unknown; next_page_token?: unknown } | undefined): LikersPage => ({
  likers: (Array.isArray(data?.results) ? data.results : []).map(readLiker).filter((liker): liker is Liker => liker !== null),
  nextPageToken: typeof data?.next_page_token === 'string' ? data.next_page_token : null,
});

/** Likes-you over the provider's API: `/v2/fast-match` (list, answer), its count and teasers, `/v2/my-likes`. */
export class HttpLikesYouApi implements LikesYouApiPort {
  constructor(private readonly http: HttpPort) {}

  async count(): Promise<Result<{ count: number; partial: boolean; tier: Tier }, AppError>> {
    const r = await this.http.request<{ count?: unknown; partial?: unknown; tier?: unknown }>({ method: 'GET', path: '/v2/fast-match/count', auth: true });
    if (!r.ok) return err(failureOf(r.error));
    const tier = TIERS.find((t) => t === r.value?.tier) ?? 'none';
    return ok({ count: typeof r.value?.count === 'number' ? r.value.count : 0, partial: r.value?.partial === true, tier });
  }

  async teasers(): Promise<Result<readonly Teaser[], AppError>> {
    const r = await this.http.request<{ results?: unknown }>({ method: 'GET', path: '/v2/fast-match/teasers', auth: true });
    if (!r.ok) return err(failureOf(r.error));
    const results = Array.isArray(r.value?.results) ? r.value.results : [];
    return ok(
      results.flatMap((entry: { user?: { photos?: Array<{ url?: unknown }> } }) => {
        const url = entry?.user?.photos?.[0]?.url;
        return typeof url === 'string' ? [{ url }] : [];
      }),
    );
  }

  async page(pageToken: string | null, passions: readonly string[]): Promise<Result<LikersPage, AppError>> {
    const r = await this.http.request<{ results?: unknown; next_page_token?: unknown }>({
      method: 'GET',
      path: '/v2/fast-match',
      query: { page_token: pageToken ?? undefined, passions: passions.length === 0 ? undefined : passions.join(',') },
      auth: true,
    });
    return r.ok ? ok(readPage(r.value)) : err(failureOf(r.error));
  }

  async answer(userId: string, action: 'like' | 'pass'): Promise<Result<{ matched: boolean }, AppError>> {
    const r = await this.http.request<{ match?: unknown }>({ method: 'POST', path: '/v2/fast-match', body: { kind: 'json', value: { user_id: userId, action } }, auth: true });
    return r.ok ? ok({ matched: typeof r.value?.match === 'object' && r.value.match !== null }) : err(failureOf(r.error));
  }

  async myLikes(pageToken: string | null): Promise<Result<LikersPage, AppError>> {
    const r = await this.http.request<{ results?: unknown; next_page_token?: unknown }>({ method: 'GET', path: '/v2/my-likes', query: { page_token: pageToken ?? undefined }, auth: true });
    return r.ok ? ok(readPage(r.value)) : err(failureOf(r.error));
  }
}
