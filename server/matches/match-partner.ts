import type { Queryable } from '../db/database';
import { matchRepository, otherMember } from './match.repository';

/** The other member of a live match `memberId` is in, or null (no such match, not theirs, or ended). */
export const matchPartnerLookup =
  (db: Queryable) =>
  async (matchId: string, memberId: string): Promise<string | null> => {
    const match = await matchRepository.findById(db, matchId);
    if (match === null || match.unmatchedAt !== null) return null;
    return otherMember(match, memberId) ?? null;
  };
