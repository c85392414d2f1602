/**
 * A member's discovery side as stored (migration 020): their settings (SET-02..05), visibility (SET-10), tier,
 * and where they are: the exact position (their own use only) and the cell others' distances are measured from.
 */
import type { DiscoverySettings, Gender, Visibility } from '../../core/discovery-settings';
import type { Queryable } from '../db/database';
import type { Position } from '../geo/position';
import type { Tier } from './tier';

export interface MemberDiscovery {
  readonly id: string;
  /** PROF-09. */
  readonly gender: number | null;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string | null;
  readonly tier: Tier;
  readonly settings: DiscoverySettings;
  readonly visibility: Visibility;
  readonly position: Position | null;
  readonly cell: Position | null;
  /** SET-14: the passport's place, as stored (whether it applies depends on the tier: travelOf). */
  readonly travel: MemberTravel | null;
}

/** SET-14: where a member travels with the passport: a place of the catalogue, its position and its cell. */
export interface MemberTravel {
  readonly placeId: string;
  readonly position: Position;
  readonly cell: Position;
  readonly startedAt: number;
}

interface DiscoveryRow {
  readonly id: string;
  readonly gender: number | null;
  readonly birth_date: string | null;
  readonly tier: Tier;
  readonly interested_in: number[];
  readonly age_filter_min: number;
  readonly age_filter_max: number;
  readonly distance_filter: number;
  readonly global_mode: boolean;
  readonly auto_expansion_age: boolean;
  readonly auto_expansion_distance: boolean;
  readonly min_photos: number;
  readonly has_bio_filter: boolean;
  readonly verified_filter: boolean;
  readonly interests_filter: string[];
  readonly discoverable: boolean;
  readonly user_presence_disabled: boolean;
  readonly hide_age: boolean;
  readonly hide_distance: boolean;
  readonly hide_ads: boolean;
  readonly discoverable_party: 'everyone' | 'liked';
  readonly blend: 'optimal' | 'recent_activity';
  readonly lat: number | null;
  readonly lng: number | null;
  readonly cell_lat: number | null;
  readonly cell_lng: number | null;
  readonly travel_place_id: string | null;
  readonly travel_lat: number | null;
  readonly travel_lng: number | null;
  readonly travel_cell_lat: number | null;
  readonly travel_cell_lng: number | null;
  readonly travel_started_at: Date | string | null;
}

const COLUMNS = `id, gender, birth_date::text AS birth_date, tier, interested_in, age_filter_min, age_filter_max, distance_filter,
  global_mode, auto_expansion_age, auto_expansion_distance, min_photos, has_bio_filter, verified_filter, interests_filter,
  discoverable, user_presence_disabled, hide_age, hide_distance, hide_ads, discoverable_party, blend, lat, lng, cell_lat, cell_lng,
  travel_place_id, travel_lat, travel_lng, travel_cell_lat, travel_cell_lng, travel_started_at`;

const point = (lat: number | null, lng: number | null): Position | null => (lat === null || lng === null ? null : { lat, lng });

const travelOfRow = (row: DiscoveryRow): MemberTravel | null => {
  const position = point(row.travel_lat, row.travel_lng);
  const cell = point(row.travel_cell_lat, row.travel_cell_lng);
  if (row.travel_place_id === null || position === null || cell === null || row.travel_started_at === null) return null;
  return { placeId: row.travel_place_id, position, cell, startedAt: new Date(row.travel_started_at).getTime() };
};

const toDiscovery = (row: DiscoveryRow): MemberDiscovery => ({
  id: row.id,
  gender: row.gender,
  birthDate: row.birth_date,
  tier: row.tier,
  settings: {
    ageMin: row.age_filter_min,
    ageMax: row.age_filter_max,
    distanceMax: row.distance_filter,
    genders: row.interested_in.filter((g): g is Gender => g === 0 || g === 1 || g === 2),
    global: row.global_mode,
    autoExpansion: { age: row.auto_expansion_age, distance: row.auto_expansion_distance },
    preferences: { minPhotos: row.min_photos, hasBio: row.has_bio_filter, isVerified: row.verified_filter, passions: row.interests_filter },
  },
  visibility: {
    discoverable: row.discoverable,
    presenceHidden: row.user_presence_disabled,
    plusControl: {
      hideAge: row.hide_age,
      hideDistance: row.hide_distance,
      hideAds: row.hide_ads,
      discoverableParty: row.discoverable_party,
      blend: row.blend,
    },
  },
  position: point(row.lat, row.lng),
  cell: point(row.cell_lat, row.cell_lng),
  travel: travelOfRow(row),
});

export const discoveryRepository = {
  async find(q: Queryable, userId: string, options: { readonly lock?: boolean } = {}): Promise<MemberDiscovery | null> {
    const [row] = await q.query<DiscoveryRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1${options.lock ? ' FOR NO KEY UPDATE' : ''}`, [userId]);
    return row ? toDiscovery(row) : null;
  },

  async save(q: Queryable, userId: string, settings: DiscoverySettings, visibility: Visibility): Promise<void> {
    const { plusControl } = visibility;
    await q.query(
      `UPDATE users SET interested_in = $2, age_filter_min = $3, age_filter_max = $4, distance_filter = $5, global_mode = $6,
         auto_expansion_age = $7, auto_expansion_distance = $8, min_photos = $9, has_bio_filter = $10, verified_filter = $11,
         interests_filter = $12, discoverable = $13, user_presence_disabled = $14, hide_age = $15, hide_distance = $16,
         hide_ads = $17, discoverable_party = $18, blend = $19
       WHERE id = $1`,
      [
        userId,
        [...settings.genders],
        settings.ageMin,
        settings.ageMax,
        settings.distanceMax,
        settings.global,
        settings.autoExpansion.age,
        settings.autoExpansion.distance,
        settings.preferences.minPhotos,
        settings.preferences.hasBio,
        settings.preferences.isVerified,
        [...settings.preferences.passions],
        visibility.discoverable,
        visibility.presenceHidden,
        plusControl.hideAge,
        plusControl.hideDistance,
        plusControl.hideAds,
        plusControl.discoverableParty,
        plusControl.blend,
      ],
    );
  },
};
