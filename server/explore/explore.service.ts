/**
 * Explore (EXP-01, EXP-02): the catalogs with the caller's membership and how many joined, joining and leaving,
 * and a page of a catalog's cards. A catalog's cards are the viewer's to browse whether or not they joined it
 * (EXP-02's "Just browse", docs/decisions.md); only those who joined are shown in it.
 */
import { AGE_UNBOUNDED } from '../../core/discovery-settings';
import { KM_PER_MILE } from '../../core/location';
import type { Clock, Result } from '../../core/shared';
import { err, ok } from '../../core/shared';
import type { Database } from '../db/database';
import { cellCentreOf } from '../geo/cells';
import type { Position } from '../geo/position';
import { countryAt } from '../geo/country';
import { failure, type Failure } from '../http/failure';
import { allowanceAt, windowStart, type AllowanceRule } from '../recs/allowance';
import { bornBy } from '../recs/age-range';
import { discoveryRepository, type BlockedMembers, type MemberCard, type MemberCards } from '../users';
import { measuredFrom } from '../users/travel';
import { ageOn } from '../users/user';
import { exploreRepository, type CatalogRow } from './explore.repository';

/** Cards per answer of a catalog. */
export const EXPLORE_PAGE_SIZE = 20;
/** EXP-02: how often a member may join or leave catalogs: 30 changes in any hour. */
export const EXPLORE_CHANGES_ALLOWANCE: AllowanceRule = { max: 30, windowMs: 3_600_000 };

export interface ExploreServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cards: MemberCards;
  readonly blocks: BlockedMembers;
  /** Where members without a position are taken to be (the demo world's default location). */
  readonly defaultLocation: Position;
}

const unknownCatalog = (): Failure => failure.notFound('No such catalog');

export class ExploreService {
  #fallbackCell: Promise<Position> | undefined;

  constructor(private readonly deps: ExploreServiceDeps) {}

  catalogs(memberId: string): Promise<CatalogRow[]> {
    return exploreRepository.catalogs(this.deps.db, memberId);
  }

  /**
   * EXP-02: opts the member in or out. Joining what is joined, or leaving what is not, changes nothing; a change
   * beyond the allowance (EXPLORE_CHANGES_ALLOWANCE in any hour) is refused with 429 and when to try again.
   */
  async setJoined(catalogId: string, memberId: string, joined: boolean): Promise<Result<void, Failure>> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx): Promise<Result<void, Failure>> => {
      if (!(await exploreRepository.exists(tx, catalogId))) return err(unknownCatalog());
      const now = clock.now();
      // One member's changes one at a time, so two at once cannot both pass the allowance.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
      const member = await tx.query('SELECT 1 FROM explore_members WHERE catalog_id = $1 AND user_id = $2', [catalogId, memberId]);
      if ((member.length > 0) === joined) return ok(undefined);
      const allowance = allowanceAt(EXPLORE_CHANGES_ALLOWANCE, await exploreRepository.changesSince(tx, memberId, windowStart(EXPLORE_CHANGES_ALLOWANCE, now)), now);
      if (allowance.remaining === 0) return err(failure.rateLimited((allowance.nextAt ?? now) - now));
      if (joined) await exploreRepository.join(tx, catalogId, memberId, now);
      else await exploreRepository.leave(tx, catalogId, memberId);
      await exploreRepository.noteChange(tx, memberId, now);
      return ok(undefined);
    });
  }

  /** A page of the catalog's cards for the viewer (the recs' rules, explore.repository.ts). */
  async cards(catalogId: string, viewerId: string): Promise<Result<MemberCard[], Failure>> {
    const { db, cards, blocks, clock } = this.deps;
    if (!(await exploreRepository.exists(db, catalogId))) return err(unknownCatalog());
    const now = clock.now();
    const [viewer, blocked, fallbackCell] = await Promise.all([discoveryRepository.find(db, viewerId), blocks.of(viewerId), this.#defaultCell()]);
    if (viewer === null) return ok([]);
    const { settings } = viewer;
    const from = measuredFrom(viewer);
    const sources = await exploreRepository.cards(db, {
      catalogId,
      viewerId,
      centre: from.cell ?? fallbackCell,
      fallbackCell,
      viewerGlobal: settings.global,
      maxMeters: settings.distanceMax * KM_PER_MILE * 1000,
      bornBy: bornBy(now, settings.ageMin),
      bornAfter: settings.ageMax === AGE_UNBOUNDED ? null : bornBy(now, settings.ageMax + 1),
      viewerAge: viewer.birthDate === null ? null : ageOn(viewer.birthDate, now),
      viewerGender: viewer.gender,
      genders: settings.genders,
      blocked,
      limit: EXPLORE_PAGE_SIZE,
    });
    const cardViewer = { id: viewerId, cell: from.cell, country: from.position ? countryAt(from.position.lat, from.position.lng) : null };
    return ok(await cards.cardsOf(cardViewer, sources));
  }

  #defaultCell(): Promise<Position> {
    this.#fallbackCell ??= cellCentreOf(this.deps.db, this.deps.defaultLocation);
    return this.#fallbackCell;
  }
}
