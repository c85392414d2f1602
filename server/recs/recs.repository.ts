/**
 * The candidates of a member's recs, nearest first: members who finished onboarding and are not banned, within
 * a distance of the member, interested in each other's genders where both are known, and not liked, passed or
 * matched (a match that ended included) by the member. Members without a position count as at `fallback`.
 */
import { EARTH_RADIUS_METERS } from '../../core/location';
import type { Queryable } from '../db/database';
import type { Position } from '../geo/position';

export interface RecsQuery {
  readonly viewerId: string;
  /** Where members without a stored position are taken to be. */
  readonly fallback: Position;
  readonly maxDistanceMeters: number;
  readonly limit: number;
}

export interface Candidate {
  readonly id: string;
  /** Whether the candidate super-liked the viewer (RECS-08 `is_super_like`). */
  readonly superLikedViewer: boolean;
}

// The haversine distance of LOC-04 (core/location), with the same earth radius, in SQL.
const DISTANCE = `2 * ${EARTH_RADIUS_METERS} * asin(sqrt(least(1,
    sin(radians(coalesce(u.lat, $2) - me.lat) / 2) ^ 2
    + cos(radians(me.lat)) * cos(radians(coalesce(u.lat, $2))) * sin(radians(coalesce(u.lng, $3) - me.lng) / 2) ^ 2)))`;

export const recsRepository = {
  async candidates(q: Queryable, query: RecsQuery): Promise<Candidate[]> {
    const rows = await q.query<{ id: string; super_liked_viewer: boolean }>(
      `WITH me AS (
         SELECT id, gender, interested_in, coalesce(lat, $2) AS lat, coalesce(lng, $3) AS lng FROM users WHERE id = $1
       )
       SELECT u.id,
              EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = u.id AND l.liked_id = me.id AND l.is_super) AS super_liked_viewer
       FROM me
       JOIN users u ON u.id <> me.id
       CROSS JOIN LATERAL (SELECT ${DISTANCE} AS meters) d
       WHERE u.onboarding_state = 'complete' AND u.banned_at IS NULL
         AND d.meters <= $4
         AND (cardinality(me.interested_in) = 0 OR u.gender IS NULL OR u.gender = ANY (me.interested_in))
         AND (cardinality(u.interested_in) = 0 OR me.gender IS NULL OR me.gender = ANY (u.interested_in))
         AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = me.id AND l.liked_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM passes p WHERE p.passer_id = me.id AND p.passed_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM matches m WHERE (m.user_a = me.id AND m.user_b = u.id) OR (m.user_a = u.id AND m.user_b = me.id))
       ORDER BY d.meters, u.id
       LIMIT $5`,
      [query.viewerId, query.fallback.lat, query.fallback.lng, query.maxDistanceMeters, query.limit],
    );
    return rows.map((row) => ({ id: row.id, superLikedViewer: row.super_liked_viewer }));
  },
};
