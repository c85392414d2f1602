/**
 * The passport (SET-14): popular places, a search of the place catalogue, travelling to a place and coming back.
 * Every call needs a tier with the `passport` paywall feature (PUR-08); without it the answer is the paywall
 * refusal (403, 40390) naming the feature and the tier that has it.
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { placeById, popularPlaces, searchPlaces, type Place } from '../geo/places';
import { discoveryRepository, paywallFailure, tierHas, type MemberDiscovery } from '../users';

export class PassportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async popular(memberId: string): Promise<Result<readonly Place[], Failure>> {
    const member = await this.#traveller(memberId);
    return member.ok ? ok(popularPlaces()) : member;
  }

  async search(memberId: string, query: string): Promise<Result<readonly Place[], Failure>> {
    const member = await this.#traveller(memberId);
    return member.ok ? ok(searchPlaces(query)) : member;
  }

  /** Travels to a place of the catalogue; answers the member as stored afterwards. */
  async travel(memberId: string, placeId: string): Promise<Result<MemberDiscovery, Failure>> {
    const member = await this.#traveller(memberId);
    if (!member.ok) return member;
    const place = placeById(placeId);
    if (place === undefined) return err(failure.notFound('No such place'));
    await this.db.query('UPDATE users SET travel_place_id = $2, travel_lat = $3, travel_lng = $4, travel_started_at = $5 WHERE id = $1', [
      memberId,
      place.id,
      place.lat,
      place.lng,
      new Date(this.clock.now()),
    ]);
    return this.#reread(memberId);
  }

  /** Comes back: recs are measured from the member's own position again. */
  async reset(memberId: string): Promise<Result<MemberDiscovery, Failure>> {
    const member = await this.#traveller(memberId);
    if (!member.ok) return member;
    await this.db.query('UPDATE users SET travel_place_id = NULL, travel_lat = NULL, travel_lng = NULL, travel_started_at = NULL WHERE id = $1', [memberId]);
    return this.#reread(memberId);
  }

  async #traveller(memberId: string): Promise<Result<MemberDiscovery, Failure>> {
    const member = await discoveryRepository.find(this.db, memberId);
    if (member === null) return err(failure.notFound());
    return tierHas(member.tier, 'passport') ? ok(member) : err(paywallFailure('passport'));
  }

  async #reread(memberId: string): Promise<Result<MemberDiscovery, Failure>> {
    const member = await discoveryRepository.find(this.db, memberId);
    return member === null ? err(failure.notFound()) : ok(member);
  }
}
