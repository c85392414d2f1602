/**
 * core/likes-you — who liked the member, and whom they liked (LIKES-01..08).
 * Owns: the likes-you state (LIKES-01), the Gold gate (LIKES-02), filters from five likes (LIKES-05), the 5 BTU
 * fetch throttle (LIKES-06), the quick-filter passions and key (LIKES-07), the gold home's tabs with `lastTab` and
 * `goldHomeSeen` kept (LIKES-04), answering a liker (a like matches at once), and my likes (LIKES-08).
 * Needs: `LikesYouApiPort` (the provider's `/v2/fast-match`, its count and teasers, `/v2/my-likes`), the clock,
 * the base time unit and key-value storage. Exposes: the rules, the store, the use-case and the LIKES_YOU tokens.
 */
import { token } from '../shared';
import type { LikesYouApiPort } from './likes-you-api.port';
import type { LikesYouStore } from './likes-you.store';
import type { LikesYouUseCase } from './load-likes-you.use-case';

export * from './likes-you';
export type { LikesYouApiPort, LikersPage } from './likes-you-api.port';
export { LikesYouStore, type LikesYouStatus } from './likes-you.store';
export * from './modal-kinds';
export { LikesYouUseCase, LIKES_YOU_STORAGE_KEY, type LikesYouDeps } from './load-likes-you.use-case';

export const LIKES_YOU = {
  Api: token<LikesYouApiPort>('likesYou.Api'),
  Store: token<LikesYouStore>('likesYou.Store'),
  UseCase: token<LikesYouUseCase>('likesYou.UseCase'),
} as const;
