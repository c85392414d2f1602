import type { Queryable } from '../db/database';
import { matchRepository, otherMember } from './match.repository';

/** The other member of a match `memberId` may see (live, no block between the pair), or null. */
export const matchPartnerLookup =
  (db: Queryable) =>
  async (matchId: string, memberId: string): Promise<string | null> => {
    const match = await matchRepository.findVisible(db, matchId, memberId);
    return match === null ? null : (otherMember(match, memberId) ?? null);
  };
