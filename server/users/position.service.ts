/**
 * A member's position as the app reports it (`POST /v2/meta`, CONF-05): stored when the jump limits let it through
 * (server/geo/position-jump.ts), ignored otherwise; either way the app settings are answered, so start-up never
 * fails on a position.
 */
import type { Clock } from '../../core/shared';
import type { Database } from '../db/database';
import { judgePosition, type PositionVerdict } from '../geo/position-jump';
import type { Position } from '../geo/position';
import { positionRepository } from './position.repository';

export class PositionService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Stores or ignores the position; null for an unknown member. */
  report(userId: string, position: Position): Promise<PositionVerdict | null> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const found = await positionRepository.history(tx, userId, position);
      if (found === null) return null;
      const verdict = judgePosition(found.history, position, found.sameCell, now);
      if (verdict.kind === 'store') await positionRepository.store(tx, userId, position, now, verdict);
      return verdict;
    });
  }
}
