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
import type { Position } from '../geo/position';
import { countryAt } from '../geo/country';
import { failure, type Failure } from '../http/failure';
import { bornBy } from '../recs/age-range';
import { discoveryRepository, type BlockedMembers, type MemberCard, type MemberCards } from '../users';
import { measuredFrom } from '../users/travel';
import { ageOn } from '../users/user';
import { exploreRepository, type CatalogRow } from './explore.repository';

/** Cards per answer of a catalog. */
export const EXPLORE_PAGE_SIZE = 20;

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

  async join(catalogId: string, memberId: string): Promise<Result<void, Failure>> {
    return (await exploreRepository.join(this.deps.db, catalogId, memberId, this.deps.clock.now())) ? ok(undefined) : err(unknownCatalog());
  }

  async leave(catalogId: string, memberId: string): Promise<Result<void, Failure>> {
    if (!(await exploreRepository.exists(this.deps.db, catalogId))) return err(unknownCatalog());
    await exploreRepository.leave(this.deps.db, catalogId, memberId);
    return ok(undefined);
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
    this.#fallbackCell ??= this.deps.db
      .query<{ lat: number; lng: number }>('SELECT spark_cell_lat($1) AS lat, spark_cell_lng($1, $2) AS lng', [this.deps.defaultLocation.lat, this.deps.defaultLocation.lng])
      .then(([row]) => {
        if (!row) throw new Error('the database gave no cell');
        return row;
      });
    return this.#fallbackCell;
  }
}
