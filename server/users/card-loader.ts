/** Builds members' cards (member-card.ts) from the database: the profile columns and the photos in profile order. */
import type { Clock } from '../../core/shared';
import type { Queryable } from '../db/database';
import type { Position } from '../geo/position';
import { memberCard, type CardPhoto } from './member-card';
import { profileRepository } from './profile.repository';
import type { User } from './user';

export type MemberCard = ReturnType<typeof memberCard>;

export interface CardLoaderDeps {
  readonly db: Queryable;
  readonly clock: Clock;
  /** A member's photos in profile order (the media module's); none when absent. */
  readonly photosOf?: (userId: string) => Promise<readonly CardPhoto[]>;
}

/** The card of `user` as a viewer at `viewerPosition` sees it (no distance when the position is null). */
export type CardLoader = (user: User, viewerPosition: Position | null) => Promise<MemberCard>;

export const cardLoader = (deps: CardLoaderDeps): CardLoader => {
  const photosOf = deps.photosOf ?? (async () => []);
  return async (user, viewerPosition) => {
    const [profile, photos] = await Promise.all([profileRepository.find(deps.db, user.id), photosOf(user.id)]);
    return memberCard(user, profile, { now: deps.clock.now(), viewerPosition, photos });
  };
};
