/**
 * A page of recommendations (RECS-03): the viewer's discovery settings and blocks, then the ranked candidates in
 * one statement (recs.repository.ts), then their cards with one photo call (server/users member-cards.ts). A
 * member without a position counts as at the default location (their cell); cards then show no distance to them.
 * A member travelling with the passport (SET-14) is served from the travel place's cell instead of their own.
 *
 * A page is kept in memory and answered again while it is fresh (issue 11: a page read is one small indexed
 * statement): while the viewer's own epochs (migration 098 on their row, migration 195 on their last swipe) and the
 * world's epoch, kept by the database for every server process, have not moved, for at most RECS_PAGE_FRESH_MS. The
 * viewer's swipes, settings, position and blocks, and anyone appearing, going or changing whom they are shown to, build a new page at once; others'
 * photos, words, positions and likes show within that time. Boosts change the rank when they start and end: a
 * boost starting moves the world epoch (migration 125), and the earliest end of a running boost is part of the
 * epochs read (an index lookup), so a page built while a boost ran is not answered after it ended.
 *
 * On an embedded database (PGlite, one process) the epochs are not read at all: every move is announced by the
 * triggers (migration 180) and heard before the write that made it returns, so this process keeps its own
 * generations (the world's, and each member's) and a fresh page is a map lookup without a statement. On a
 * PostgreSQL server, where another process's writes and even this one's are heard only after their commit, the
 * epochs are read as above (one small statement).
 */
import { AGE_UNBOUNDED, DISTANCE_MAX_MI } from '../../core/discovery-settings';
import { KM_PER_MILE } from '../../core/location';
import type { Clock } from '../../core/shared';
import type { Database } from '../db/database';
import { boxAround, cellCentreOf, type CellBox } from '../geo/cells';
import { countryAt } from '../geo/country';
import type { Position } from '../geo/position';
import { discoveryRepository, type BlockedMembers, type MemberCard, type MemberCards } from '../users';
import { preferenceFilterAccess } from '../users/tier';
import { measuredFrom } from '../users/travel';
import { ageOn } from '../users/user';
import { bornBy } from './age-range';
import { recsRepository } from './recs.repository';

/** Recommendations per answer. */
export const RECS_PAGE_SIZE = 20;
/** How long a page is answered again from memory when no epoch moved. */
export const RECS_PAGE_FRESH_MS = 30_000;
/** The trigger channel of migration 180. */
const RECS_CHANNEL = 'spark_recs';
/** Viewers whose page is kept; the least recently built goes first. */
const RECS_PAGES_KEPT = 10_000;

interface KeptPage {
  /** The epochs read, or the generations heard, when the build began. */
  readonly epochs: string;
  readonly builtAt: number;
  /** The earliest end of a boost running when it was built (generations only; the epochs carry it). */
  readonly boostEndsAt: number;
  readonly page: Rec[];
}

/** Members whose own generation is held; past it the map starts again and every page is built anew. */
const GENERATIONS_KEPT = 100_000;

export interface Rec {
  readonly card: MemberCard;
  /** RECS-08: the member super-liked the viewer. */
  readonly superLikedViewer: boolean;
  /** RECS-15: the member's swipe note to the viewer. */
  readonly swipeNote: string | null;
  /** RECS-08: a boost of the member is running. */
  readonly boost: 'boost' | 'super' | null;
}

export interface RecsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cards: MemberCards;
  readonly blocks: BlockedMembers;
  /** Where members without a position are taken to be (the demo world's default location). */
  readonly defaultLocation: Position;
}

const inBox = (box: CellBox, point: Position): boolean =>
  point.lat >= box.latLo && point.lat <= box.latHi && (box.lng === null || (point.lng >= box.lng.lo && point.lng <= box.lng.hi));

export class RecsService {
  #fallbackCell: Promise<Position> | undefined;
  readonly #kept = new Map<string, KeptPage>();
  readonly #building = new Map<string, { readonly epochs: string; readonly page: Promise<Rec[]> }>();
  /** Heard epoch moves (embedded database only): the world's, and each member's own. */
  #hearing: 'no' | 'starting' | 'yes' = 'no';
  #stopHearing: (() => Promise<void>) | undefined;
  #worldGeneration = 0;
  readonly #ownGenerations = new Map<string, number>();

  constructor(private readonly deps: RecsServiceDeps) {}

  /** Starts hearing the epochs' moves where the database tells them at commit; pages are answered from memory then. */
  async start(): Promise<void> {
    const listen = this.deps.db.listenAtCommit;
    if (listen === undefined || this.#hearing !== 'no') return;
    this.#hearing = 'starting';
    try {
      this.#stopHearing = await listen(RECS_CHANNEL, (payload) => this.#heard(payload));
      this.#hearing = 'yes';
    } catch (error) {
      this.#hearing = 'no';
      throw error;
    }
  }

  async stop(): Promise<void> {
    const stop = this.#stopHearing;
    this.#hearing = 'no';
    this.#stopHearing = undefined;
    this.#kept.clear();
    await stop?.();
  }

  #heard(payload: string): void {
    if (payload.startsWith('u:')) {
      const memberId = payload.slice(2);
      if (this.#ownGenerations.size >= GENERATIONS_KEPT && !this.#ownGenerations.has(memberId)) {
        this.#ownGenerations.clear();
        this.#worldGeneration += 1;
      }
      this.#ownGenerations.set(memberId, (this.#ownGenerations.get(memberId) ?? 0) + 1);
    } else this.#worldGeneration += 1;
  }

  async page(viewerId: string): Promise<Rec[]> {
    const now = this.deps.clock.now();
    let epochs: string;
    if (this.#hearing === 'yes') {
      // Nothing read: what the triggers announced is all that moved.
      epochs = `${this.#worldGeneration}:${this.#ownGenerations.get(viewerId) ?? 0}`;
    } else {
      // Read before the page is built: a change while it builds moves an epoch, so the page is not answered again.
      const [read] = await this.deps.db.query<{ epochs: string }>(
        `SELECT u.recs_epoch || '.' || coalesce(s.recs_epoch, 0) || ':' || coalesce(w.epoch, 0) || ':' || coalesce((SELECT floor(extract(epoch FROM min(expires_at)) * 1000)::bigint FROM boosts WHERE expires_at > $2), 0) AS epochs
         FROM users u LEFT JOIN last_swipes s ON s.user_id = u.id LEFT JOIN recs_world w ON true WHERE u.id = $1`,
        [viewerId, new Date(now)],
      );
      if (read === undefined) return [];
      epochs = read.epochs;
    }
    const kept = this.#kept.get(viewerId);
    if (kept !== undefined && kept.epochs === epochs && now >= kept.builtAt && now - kept.builtAt < RECS_PAGE_FRESH_MS && now < kept.boostEndsAt) return kept.page;
    // Requests of one member that arrive together share one build.
    const building = this.#building.get(viewerId);
    if (building !== undefined && building.epochs === epochs) return building.page;
    const boostEndsAt = this.#hearing === 'yes' ? this.#earliestBoostEnd(now) : Promise.resolve(Infinity);
    const page = this.#build(viewerId, now);
    this.#building.set(viewerId, { epochs, page });
    try {
      const [built, endsAt] = await Promise.all([page, boostEndsAt]);
      this.#kept.delete(viewerId);
      if (this.#kept.size >= RECS_PAGES_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
      this.#kept.set(viewerId, { epochs, builtAt: now, boostEndsAt: endsAt, page: built });
      return built;
    } finally {
      if (this.#building.get(viewerId)?.page === page) this.#building.delete(viewerId);
    }
  }

  /** When the first of the boosts running now ends (a boost starting or going moves the world). */
  async #earliestBoostEnd(now: number): Promise<number> {
    const [row] = await this.deps.db.query<{ ends: string | null }>(
      'SELECT floor(extract(epoch FROM min(expires_at)) * 1000)::bigint AS ends FROM boosts WHERE expires_at > $1',
      [new Date(now)],
    );
    return row?.ends === null || row?.ends === undefined ? Infinity : Number(row.ends);
  }

  async #build(viewerId: string, now: number): Promise<Rec[]> {
    const { db, cards, blocks } = this.deps;
    const [viewer, blocked, fallbackCell] = await Promise.all([discoveryRepository.find(db, viewerId), blocks.of(viewerId), this.#defaultCell()]);
    if (viewer === null) return [];
    const { settings } = viewer;
    // SET-14: a traveller's recs are measured from the travel place's cell.
    const from = measuredFrom(viewer);
    const centre = from.cell ?? fallbackCell;
    // A global viewer meets others within those others' own distances, which are at most 100 miles.
    const radiusKm = (settings.global ? DISTANCE_MAX_MI : settings.distanceMax) * KM_PER_MILE;
    const box = boxAround(centre, radiusKm);
    const candidates = await recsRepository.candidates(db, {
      viewerId,
      centre,
      fallbackCell,
      box,
      fallbackInBox: inBox(box, fallbackCell),
      viewerGlobal: settings.global,
      maxMeters: radiusKm * 1000,
      bornBy: bornBy(now, settings.ageMin),
      bornAfter: settings.ageMax === AGE_UNBOUNDED ? null : bornBy(now, settings.ageMax + 1),
      viewerAge: viewer.birthDate === null ? null : ageOn(viewer.birthDate, now),
      viewerGender: viewer.gender,
      genders: settings.genders,
      preferences: preferenceFilterAccess(viewer.tier).allow ? settings.preferences : null,
      blocked,
      now,
      limit: RECS_PAGE_SIZE,
    });
    const cardViewer = { id: viewerId, cell: from.cell, country: from.position ? countryAt(from.position.lat, from.position.lng) : null };
    const shown = await cards.cardsOf(cardViewer, candidates.map((candidate) => candidate.source));
    return candidates.map((candidate, i) => ({ card: shown[i]!, superLikedViewer: candidate.superLikedViewer, swipeNote: candidate.swipeNote, boost: candidate.boost }));
  }

  /** The cell of the default location, asked of the database once (the grid lives there). */
  #defaultCell(): Promise<Position> {
    this.#fallbackCell ??= cellCentreOf(this.deps.db, this.deps.defaultLocation);
    return this.#fallbackCell;
  }
}
