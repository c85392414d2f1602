/**
 * Explore's catalogs and who joined them (migration 190), and the cards of a catalog (EXP-01): the members who
 * joined it whom the viewer may meet. A catalog's cards follow the recs' rules that are cheap to keep here, in one
 * statement: finished onboarding, not banned and discoverable (SET-10); not the viewer; not in a blocked pair with
 * them; not liked, super-liked or passed by them; not matched with them (an ended match included); both members'
 * age ranges and genders admit each other (an unknown age or gender counts as admitted); and the distance between
 * cell centres (never a position: server/geo/cells.ts) within the viewer's distance and the member's own (global
 * mode lifts a member's own). Newest joiners first, then by id.
 */
import { EARTH_RADIUS_METERS, KM_PER_MILE } from '../../core/location';
import type { Queryable } from '../db/database';
import type { Position } from '../geo/position';
import { CARD_COLUMNS, cardSourceOf, type CardSource, type CardSourceRow } from '../users';

export interface CatalogRow {
  readonly id: string;
  readonly key: string;
  readonly theme: string;
  readonly members: number;
  readonly joined: boolean;
}

export interface CatalogCardsQuery {
  readonly catalogId: string;
  readonly viewerId: string;
  /** The viewer's cell centre (the default location's when they have no position). */
  readonly centre: Position;
  /** Where members without a position count. */
  readonly fallbackCell: Position;
  readonly viewerGlobal: boolean;
  readonly maxMeters: number;
  /** The viewer's age range as birth dates (inclusive upper date; exclusive lower date, null: no upper age). */
  readonly bornBy: string;
  readonly bornAfter: string | null;
  readonly viewerAge: number | null;
  readonly viewerGender: number | null;
  readonly genders: readonly number[];
  readonly blocked: readonly string[];
  readonly limit: number;
}

/** The great-circle distance in metres between two points given as SQL expressions (LOC-04's haversine). */
const metres = (lat1: string, lng1: string, lat2: string, lng2: string): string =>
  `2 * ${EARTH_RADIUS_METERS} * asin(sqrt(least(1, sin(radians(${lat2} - ${lat1}) / 2) ^ 2 + cos(radians(${lat1})) * cos(radians(${lat2})) * sin(radians(${lng2} - ${lng1}) / 2) ^ 2)))`;

export const exploreRepository = {
  /** Every catalog in its order, how many joined it, and whether the member did. */
  async catalogs(q: Queryable, memberId: string): Promise<CatalogRow[]> {
    return q.query<CatalogRow>(
      `SELECT c.id, c.message_key AS key, c.theme,
              (SELECT count(*)::int FROM explore_members m WHERE m.catalog_id = c.id) AS members,
              EXISTS (SELECT 1 FROM explore_members m WHERE m.catalog_id = c.id AND m.user_id = $1) AS joined
       FROM explore_catalogs c ORDER BY c.position`,
      [memberId],
    );
  },

  async exists(q: Queryable, catalogId: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM explore_catalogs WHERE id = $1', [catalogId])).length > 0;
  },

  /** Joins; false when already joined. */
  async join(q: Queryable, catalogId: string, memberId: string, at: number): Promise<boolean> {
    const rows = await q.query('INSERT INTO explore_members (catalog_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [
      catalogId,
      memberId,
      new Date(at),
    ]);
    return rows.length > 0;
  },

  /** Leaves; false when not joined. */
  async leave(q: Queryable, catalogId: string, memberId: string): Promise<boolean> {
    return (await q.query('DELETE FROM explore_members WHERE catalog_id = $1 AND user_id = $2 RETURNING 1', [catalogId, memberId])).length > 0;
  },

  /** The member's membership changes after `since` (older ones are dropped), as times. */
  async changesSince(q: Queryable, memberId: string, since: number): Promise<number[]> {
    await q.query('DELETE FROM explore_changes WHERE user_id = $1 AND at <= $2', [memberId, new Date(since)]);
    const rows = await q.query<{ at: Date }>('SELECT at FROM explore_changes WHERE user_id = $1', [memberId]);
    return rows.map((row) => row.at.getTime());
  },

  async noteChange(q: Queryable, memberId: string, at: number): Promise<void> {
    await q.query('INSERT INTO explore_changes (user_id, at) VALUES ($1, $2)', [memberId, new Date(at)]);
  },

  /** The demo world's members join the catalogs that name one of their interests (the guest is not a demo member). */
  async joinDemoMembers(q: Queryable, at: number): Promise<void> {
    await q.query(
      `INSERT INTO explore_members (catalog_id, user_id, joined_at)
       SELECT c.id, u.id, $1 FROM explore_catalogs c JOIN users u ON u.is_demo AND u.interests && c.interests
       ON CONFLICT DO NOTHING`,
      [new Date(at)],
    );
  },

  async cards(q: Queryable, query: CatalogCardsQuery): Promise<CardSource[]> {
    const values: unknown[] = [];
    const p = (value: unknown, cast: string): string => {
      values.push(value);
      return `$${values.length}${cast}`;
    };
    const viewer = p(query.viewerId, '::text');
    const fbLat = p(query.fallbackCell.lat, '::float8');
    const fbLng = p(query.fallbackCell.lng, '::float8');
    const distance = metres(p(query.centre.lat, '::float8'), p(query.centre.lng, '::float8'), `coalesce(u.cell_lat, ${fbLat})`, `coalesce(u.cell_lng, ${fbLng})`);
    const viewerAge = p(query.viewerAge, '::int');
    const viewerGender = p(query.viewerGender, '::smallint');
    const genders = p([...query.genders], '::smallint[]');
    const sql = `
      SELECT ${CARD_COLUMNS}
      FROM explore_members em
      JOIN users u ON u.id = em.user_id
      CROSS JOIN LATERAL (SELECT ${distance} AS meters) d
      WHERE em.catalog_id = ${p(query.catalogId, '::text')}
        AND u.onboarding_state = 'complete' AND u.banned_at IS NULL AND u.discoverable
        AND u.id <> ${viewer}
        AND NOT (u.id = ANY (${p([...query.blocked], '::text[]')}))
        AND (u.birth_date IS NULL OR u.birth_date <= ${p(query.bornBy, '::date')})
        ${query.bornAfter === null ? '' : `AND (u.birth_date IS NULL OR u.birth_date > ${p(query.bornAfter, '::date')})`}
        AND (${viewerAge} IS NULL OR ${viewerAge} BETWEEN u.age_filter_min AND u.age_filter_max)
        AND (cardinality(${genders}) = 0 OR u.gender IS NULL OR u.gender = ANY (${genders}))
        AND (cardinality(u.interested_in) = 0 OR ${viewerGender} IS NULL OR ${viewerGender} = ANY (u.interested_in))
        ${query.viewerGlobal ? '' : `AND d.meters <= ${p(query.maxMeters, '::float8')}`}
        AND (u.global_mode OR d.meters <= u.distance_filter * ${KM_PER_MILE * 1000})
        AND (u.discoverable_party = 'everyone' OR EXISTS (SELECT 1 FROM likes lk WHERE lk.liker_id = u.id AND lk.liked_id = ${viewer}))
        AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = ${viewer} AND l.liked_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM passes ps WHERE ps.passer_id = ${viewer} AND ps.passed_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM matches m WHERE (m.user_a = ${viewer} AND m.user_b = u.id) OR (m.user_a = u.id AND m.user_b = ${viewer}))
      ORDER BY em.joined_at DESC, u.id
      LIMIT ${p(query.limit, '::int')}`;
    const rows = await q.query<CardSourceRow>(sql, values);
    return rows.map(cardSourceOf);
  },
};
