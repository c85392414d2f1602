/**
 * SET-14: the passport applies while the member's tier has it (PUR-08 `passport`): a member whose tier lapsed keeps
 * the stored place, but their recs and distances are measured from where they are again until they travel anew.
 */
import { placeById, type Place } from '../geo/places';
import type { Position } from '../geo/position';
import type { MemberTravel } from './discovery.repository';
import { tierFor, tierHas, type Tier } from './tier';

export const activeTravel = (member: { readonly tier: Tier; readonly travel: MemberTravel | null }): MemberTravel | null =>
  member.travel !== null && tierHas(member.tier, 'passport') ? member.travel : null;

/** Where distances are measured from for this member: the travel place's while travelling, else their own. */
export const measuredFrom = (member: {
  readonly tier: Tier;
  readonly travel: MemberTravel | null;
  readonly position: Position | null;
  readonly cell: Position | null;
}): { readonly position: Position | null; readonly cell: Position | null } => {
  const travel = activeTravel(member);
  return travel === null ? { position: member.position, cell: member.cell } : { position: travel.position, cell: travel.cell };
};

/** The place as the passport's answers carry it (SET-14 `travel_location_info`, the popular and search lists). */
export const placeJson = (place: Place) => ({
  id: place.id,
  name: place.name,
  country: place.country,
  country_code: place.countryCode,
  lat: place.lat,
  lon: place.lng,
});

/** SET-14: the profile's `travel{is_traveling, travel_pos, travel_location_info}`. */
export const travelJson = (member: { readonly tier: Tier; readonly travel: MemberTravel | null }) => {
  const travel = activeTravel(member);
  const place = travel === null ? undefined : placeById(travel.placeId);
  return travel === null || place === undefined
    ? { is_traveling: false, travel_pos: null, travel_location_info: null }
    : { is_traveling: true, travel_pos: { lat: travel.position.lat, lon: travel.position.lng }, travel_location_info: placeJson(place) };
};

/** SET-14 (PUR-08): whether the member's tier has the passport, and the cheapest tier that has it. */
export const passportAccess = (tier: Tier) => ({ allow: tierHas(tier, 'passport'), required_tier: tierFor('passport') });
