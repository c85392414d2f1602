/**
 * Members' cards for one viewer, a page at a time: the viewer's cell and country in one statement, the members'
 * card sources in one (or from the recs query itself), and their photos in one call, whatever the page's size.
 */
import type { Clock } from '../../core/shared';
import type { Queryable } from '../db/database';
import { countryAt } from '../geo/country';
import type { PhotosOfMany } from './card-photos';
import { cardSourceRepository } from './card-source.repository';
import { discoveryRepository } from './discovery.repository';
import { measuredFrom } from './travel';
import { memberCard, type CardSource, type CardViewer, type MemberCard } from './member-card';

export interface MemberCardsDeps {
  readonly db: Queryable;
  readonly clock: Clock;
  readonly photosOfMany: PhotosOfMany;
}

export class MemberCards {
  constructor(private readonly deps: MemberCardsDeps) {}

  /**
   * The viewer as cards see them: their cell, and their country from their own position (LOC-06); the travel
   * place's while they travel with the passport (SET-14, when their tier has it).
   */
  async viewer(viewerId: string): Promise<CardViewer> {
    const member = await discoveryRepository.find(this.deps.db, viewerId);
    if (member === null) return viewerOf(viewerId, null);
    const from = measuredFrom(member);
    return viewerOf(viewerId, {
      lat: from.position?.lat ?? null,
      lng: from.position?.lng ?? null,
      cell_lat: from.cell?.lat ?? null,
      cell_lng: from.cell?.lng ?? null,
    });
  }

  /** The cards of these sources, in their order, with one photo call for all of them. */
  async cardsOf(viewer: CardViewer, sources: readonly CardSource[]): Promise<MemberCard[]> {
    const photos = await this.deps.photosOfMany(sources.map((source) => source.id));
    const now = this.deps.clock.now();
    return sources.map((source) => memberCard(source, { now, viewer, photos: photos.get(source.id) ?? [] }));
  }

  /** The cards of these members by id (unknown ids are absent). */
  async byIds(viewer: CardViewer, ids: readonly string[]): Promise<ReadonlyMap<string, MemberCard>> {
    const sources = await cardSourceRepository.findMany(this.deps.db, ids);
    const cards = await this.cardsOf(viewer, sources);
    return new Map(cards.map((card) => [card._id, card]));
  }
}

/** A viewer from their stored position and cell (no position: no distances, kilometres). */
export const viewerOf = (
  id: string,
  row: { readonly lat: number | null; readonly lng: number | null; readonly cell_lat: number | null; readonly cell_lng: number | null } | null,
): CardViewer => ({
  id,
  cell: row && row.cell_lat !== null && row.cell_lng !== null ? { lat: row.cell_lat, lng: row.cell_lng } : null,
  country: row && row.lat !== null && row.lng !== null ? countryAt(row.lat, row.lng) : null,
});
