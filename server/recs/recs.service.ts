/**
 * A page of recommendations (RECS-03): the nearest members the viewer may meet (recs.repository.ts), each as the
 * member card other members see (distances coarse, never positions). A member without a position is taken to be
 * at the default location; their cards then carry no distance, as on `GET /user/{userId}`.
 */
import type { Clock } from '../../core/shared';
import type { Database } from '../db/database';
import type { Position } from '../geo/position';
import type { CardLoader, MemberCard } from '../users/card-loader';
import { positionRepository } from '../users/position.repository';
import { userRepository } from '../users/user.repository';
import { recsRepository } from './recs.repository';

/** Members within this distance of the viewer are recommended. */
export const MAX_DISTANCE_KM = 100;
/** Recommendations per answer. */
export const RECS_PAGE_SIZE = 20;

export interface Rec {
  readonly card: MemberCard;
  /** RECS-08: the member super-liked the viewer. */
  readonly superLikedViewer: boolean;
}

export interface RecsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cardOf: CardLoader;
  /** Where members without a position are taken to be (the demo world's default location). */
  readonly defaultLocation: Position;
}

export class RecsService {
  constructor(private readonly deps: RecsServiceDeps) {}

  async page(viewerId: string): Promise<Rec[]> {
    const { db } = this.deps;
    const [viewerPosition, candidates] = await Promise.all([
      positionRepository.find(db, viewerId),
      recsRepository.candidates(db, {
        viewerId,
        fallback: this.deps.defaultLocation,
        maxDistanceMeters: MAX_DISTANCE_KM * 1000,
        limit: RECS_PAGE_SIZE,
      }),
    ]);
    const recs: Rec[] = [];
    for (const candidate of candidates) {
      const user = await userRepository.findById(db, candidate.id);
      if (user === null) continue;
      recs.push({ card: await this.deps.cardOf(user, viewerPosition), superLikedViewer: candidate.superLikedViewer });
    }
    return recs;
  }
}
