/**
 * The candidates of a member's recs (RECS-03), a page at a time, ranked. One statement: an indexed pre-filter
 * (members whose cell centre lies in a box around the viewer's, members without a position when the default
 * location is in the box, and members in global mode when the viewer is too), then the exact rules on what it
 * found, then the rank. Everything about distance is measured between cell centres (server/geo/cells.ts), so
 * neither the filter nor the order tells anything finer than a cell.
 *
 * A candidate is a member who finished onboarding, is not banned and is discoverable (SET-10), is not the viewer,
 * not in a blocked pair with them, not liked, super-liked or passed by them, and not matched with them (an ended
 * match included); both members' age ranges, genders and distances admit each other (SET-02..05: an unknown age
 * or gender counts as admitted; global mode lifts a member's own distance); a candidate who shows themselves only
 * to members they liked (plus control) liked the viewer; and the viewer's preference filters hold when their
 * tier has them (SET-07; the least number of photos, 1, filters nothing, every finished profile having one).
 *
 * The rank: the distance between cell centres in kilometres, less 20 for a candidate who liked the viewer (30
 * for a super like) and 20 for a candidate whose boost is running, lowest first; ties by a hash of the two ids
 * (the same order every time for the same viewer, and no order of position), then by id.
 */
import { PHOTOS_MIN } from '../../core/discovery-settings';
import { EARTH_RADIUS_METERS, KM_PER_MILE } from '../../core/location';
import type { Queryable } from '../db/database';
import type { CellBox } from '../geo/cells';
import type { Position } from '../geo/position';
import { CARD_COLUMNS, cardSourceOf, type CardSource, type CardSourceRow } from '../users';

/** RECS ranking: kilometres taken off a candidate's distance. */
export const RANK_BONUS_KM = { likedViewer: 20, superLikedViewer: 30, boosted: 20 } as const;

export interface RecsQuery {
  readonly viewerId: string;
  /** The viewer's cell centre (the default location's when they have no position). */
  readonly centre: Position;
  /** The default location's cell centre, where members without a position count. */
  readonly fallbackCell: Position;
  /** The pre-filter's box of cell centres, and whether the default location's cell is in it. */
  readonly box: CellBox;
  readonly fallbackInBox: boolean;
  readonly viewerGlobal: boolean;
  /** The viewer's distance in metres. */
  readonly maxMeters: number;
  /** The viewer's age range as birth dates (inclusive upper date; exclusive lower date, null: no upper age). */
  readonly bornBy: string;
  readonly bornAfter: string | null;
  /** The viewer's own age and gender (null: unknown) and the genders they want to see (empty: everyone). */
  readonly viewerAge: number | null;
  readonly viewerGender: number | null;
  readonly genders: readonly number[];
  /** SET-07: the viewer's preference filters, or null when their tier does not have them. */
  readonly preferences: { readonly minPhotos: number; readonly hasBio: boolean; readonly isVerified: boolean; readonly passions: readonly string[] } | null;
  readonly blocked: readonly string[];
  readonly now: number;
  readonly limit: number;
}

export interface Candidate {
  readonly source: CardSource;
  /** RECS-08 `is_super_like`: the candidate super-liked the viewer. */
  readonly superLikedViewer: boolean;
  /** RECS-15: the swipe note the candidate sent the viewer with their like. */
  readonly swipeNote: string | null;
  /** RECS-08 `is_boost`, `is_super_boost`: a boost of the candidate is running. */
  readonly boost: 'boost' | 'super' | null;
}

/** LOC-04's haversine (core/location's earth radius) between two points given as SQL expressions, in metres. */
const haversine = (lat1: string, lng1: string, lat2: string, lng2: string): string => `2 * ${EARTH_RADIUS_METERS} * asin(sqrt(least(1,
    sin(radians(${lat2} - ${lat1}) / 2) ^ 2 + cos(radians(${lat1})) * cos(radians(${lat2})) * sin(radians(${lng2} - ${lng1}) / 2) ^ 2)))`;

const VISIBLE = "u.onboarding_state = 'complete' AND u.banned_at IS NULL AND u.discoverable";

/** Numbered parameters, named where they are used. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

interface CandidateRow extends CardSourceRow {
  readonly super_liked_viewer: boolean | null;
  readonly swipe_note: string | null;
  readonly boost: 'boost' | 'super' | null;
}

export const recsRepository = {
  async candidates(q: Queryable, query: RecsQuery): Promise<Candidate[]> {
    const p = new Params();
    const viewer = p.add(query.viewerId, '::text');
    const now = p.add(new Date(query.now), '::timestamptz');
    const { box } = query;
    const lngRange = box.lng === null ? 'true' : `u.cell_lng BETWEEN ${p.add(box.lng.lo, '::float8')} AND ${p.add(box.lng.hi, '::float8')}`;
    const fbLat = p.add(query.fallbackCell.lat, '::float8');
    const fbLng = p.add(query.fallbackCell.lng, '::float8');
    const meters = haversine(p.add(query.centre.lat, '::float8'), p.add(query.centre.lng, '::float8'), `coalesce(u.cell_lat, ${fbLat})`, `coalesce(u.cell_lng, ${fbLng})`);
    const prefs = query.preferences;
    const preferenceRules =
      prefs === null
        ? ''
        : `${prefs.minPhotos > PHOTOS_MIN ? `AND (SELECT count(*) FROM media m WHERE m.user_id = u.id AND m.state = 'ready') >= ${p.add(prefs.minPhotos, '::int')}` : ''}
           ${prefs.hasBio ? "AND coalesce(u.bio, '') <> ''" : ''}
           ${prefs.isVerified ? 'AND u.is_verified' : ''}
           ${prefs.passions.length > 0 ? `AND u.interests && ${p.add([...prefs.passions], '::text[]')}` : ''}`;
    const viewerAge = p.add(query.viewerAge, '::int');
    const viewerGender = p.add(query.viewerGender, '::smallint');
    const genders = p.add([...query.genders], '::smallint[]');
    const bornAfter = query.bornAfter === null ? null : p.add(query.bornAfter, '::date');
    const sql = `
      WITH reach AS (
        SELECT u.id FROM users u
        WHERE ${VISIBLE} AND u.cell_lat BETWEEN ${p.add(box.latLo, '::float8')} AND ${p.add(box.latHi, '::float8')} AND ${lngRange}
        UNION SELECT u.id FROM users u WHERE u.lat IS NULL AND ${VISIBLE} AND ${p.add(query.fallbackInBox, '::boolean')}
        UNION SELECT u.id FROM users u WHERE u.global_mode AND ${VISIBLE} AND ${p.add(query.viewerGlobal, '::boolean')}
      )
      SELECT ${CARD_COLUMNS}, lk.is_super AS super_liked_viewer, lk.swipe_note, b.kind AS boost
      FROM reach
      JOIN users u ON u.id = reach.id
      CROSS JOIN LATERAL (SELECT ${meters} AS meters) d
      LEFT JOIN likes lk ON lk.liker_id = u.id AND lk.liked_id = ${viewer}
      LEFT JOIN LATERAL (
        SELECT CASE WHEN bool_or(bo.is_super) THEN 'super' ELSE 'boost' END AS kind FROM boosts bo
        WHERE bo.user_id = u.id AND bo.started_at <= ${now} AND bo.expires_at > ${now} HAVING count(*) > 0
      ) b ON true
      WHERE u.id <> ${viewer}
        AND NOT (u.id = ANY (${p.add([...query.blocked], '::text[]')}))
        AND (u.birth_date IS NULL OR u.birth_date <= ${p.add(query.bornBy, '::date')})
        ${bornAfter === null ? '' : `AND (u.birth_date IS NULL OR u.birth_date > ${bornAfter})`}
        AND (${viewerAge} IS NULL OR ${viewerAge} BETWEEN u.age_filter_min AND u.age_filter_max)
        AND (cardinality(${genders}) = 0 OR u.gender IS NULL OR u.gender = ANY (${genders}))
        AND (cardinality(u.interested_in) = 0 OR ${viewerGender} IS NULL OR ${viewerGender} = ANY (u.interested_in))
        ${query.viewerGlobal ? '' : `AND d.meters <= ${p.add(query.maxMeters, '::float8')}`}
        AND (u.global_mode OR d.meters <= u.distance_filter * ${KM_PER_MILE * 1000})
        AND (u.discoverable_party = 'everyone' OR lk.liker_id IS NOT NULL)
        ${preferenceRules}
        AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = ${viewer} AND l.liked_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM passes ps WHERE ps.passer_id = ${viewer} AND ps.passed_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM matches m WHERE (m.user_a = ${viewer} AND m.user_b = u.id) OR (m.user_a = u.id AND m.user_b = ${viewer}))
      ORDER BY d.meters / 1000
          - CASE WHEN lk.is_super THEN ${RANK_BONUS_KM.superLikedViewer} WHEN lk.liker_id IS NOT NULL THEN ${RANK_BONUS_KM.likedViewer} ELSE 0 END
          - CASE WHEN b.kind IS NOT NULL THEN ${RANK_BONUS_KM.boosted} ELSE 0 END,
        md5(${viewer} || ':' || u.id), u.id
      LIMIT ${p.add(query.limit, '::int')}`;
    const rows = await q.query<CandidateRow>(sql, p.values);
    return rows.map((row) => ({ source: cardSourceOf(row), superLikedViewer: row.super_liked_viewer === true, swipeNote: row.swipe_note, boost: row.boost }));
  },
};
