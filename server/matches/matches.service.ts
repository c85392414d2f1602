/**
 * A member's matches (MATCH items): the three lists with their pages (MATCH-07..09), one match, unmatch by either
 * member (MATCH-13), the seen markers (MATCH-12), read receipts and their allowance (CHAT-08), and the changes
 * since a date that POST /updates answers (MATCH-10). A match the member may not see (not theirs, ended, a block
 * between the pair, the other member banned) is "no such match" (404). Changes nudge the members' sockets.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import { messageRepository } from '../chat/message.repository';
import type { Message } from '../chat/message';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import type { Nudger } from '../realtime';
import { blockRepository } from '../safety/block.repository';
import { matchViewRepository, UNSEEN, viewKey, type MatchView } from './match-view.repository';
import { matchRepository, otherMember, type ListCursor, type Match, type MatchFilter } from './match.repository';

/** A list page holds at most this many matches. */
export const MAX_MATCHES_PAGE = 100;
/** POST /updates looks this far before the given date, so a message committed just after its time was taken is not skipped; the client merges by id. */
export const UPDATES_LOOKBACK_MS = 5_000;
/** POST /updates answers at most this many matches and messages; beyond, it says `truncated` and the client reloads. */
export const UPDATES_LIMIT = 500;
/** MATCH-10: the updates poll delay the client uses while its socket is down. */
export const UPDATES_POLL_MS = 2_000;

/** One match as one of its members sees it. */
export interface MatchDetails {
  readonly match: Match;
  readonly viewerId: string;
  /** The other member. */
  readonly personId: string;
  readonly mine: MatchView;
  readonly theirs: MatchView;
  readonly lastMessage: Message | null;
  /** Who super-liked the other, when a super like made the match (MATCH-11). */
  readonly superLikerId: string | null;
}

export interface MatchPage {
  readonly matches: readonly MatchDetails[];
  /** Where the next page starts; absent at the end of the list (MATCH-09). */
  readonly next?: ListCursor;
}

export interface Updates {
  readonly matches: readonly MatchDetails[];
  readonly inbox: readonly Message[];
  /** Members the member blocked (or reported) since the date. */
  readonly blocks: readonly string[];
  /** The member's matches that ended since the date. */
  readonly deleted: readonly string[];
  /** The date to ask from next time. */
  readonly lastActivityDate: number;
  /** More changed than one answer holds: reload the lists and the open conversations. */
  readonly truncated: boolean;
}

export interface MatchesServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly nudge: Nudger;
}

const noSuchMatch = (): Failure => failure.notFound('No such match');

/** Tells both members a match ended: it leaves their lists, wherever their sockets are. */
export const nudgeEnded = (nudge: Nudger, match: Pick<Match, 'id' | 'members'>): void => {
  for (const memberId of match.members) nudge(memberId, { type: 'unmatch', matchId: match.id });
};

export class MatchesService {
  constructor(private readonly deps: MatchesServiceDeps) {}

  /** MATCH-07, MATCH-09: a page of one list, newest first, after `after`. */
  async list(memberId: string, filter: MatchFilter, options: { readonly limit: number; readonly after?: ListCursor }): Promise<MatchPage> {
    const limit = Math.min(Math.max(1, Math.floor(options.limit)), MAX_MATCHES_PAGE);
    const now = this.deps.clock.now();
    // One more than asked for says whether a next page exists.
    const found = await matchRepository.page(this.deps.db, { memberId, filter, now, limit: limit + 1, ...(options.after === undefined ? {} : { after: options.after }) });
    const page = found.slice(0, limit);
    const last = page.at(-1);
    const sortAt = (match: Match): number | null =>
      filter === 'withMessages' ? match.lastMessageAt : filter === 'archivedMatches' ? match.archiveAt : match.createdAt;
    const lastAt = last === undefined ? null : sortAt(last);
    return {
      matches: await this.#details(this.deps.db, page, memberId),
      ...(found.length > limit && last !== undefined && lastAt !== null ? { next: { at: lastAt, id: last.id } } : {}),
    };
  }

  /** MATCH-10: one match of the member. */
  async get(memberId: string, matchId: string): Promise<Result<MatchDetails, Failure>> {
    const match = await matchRepository.findVisible(this.deps.db, matchId, memberId);
    if (match === null) return err(noSuchMatch());
    const [details] = await this.#details(this.deps.db, [match], memberId);
    return details === undefined ? err(noSuchMatch()) : ok(details);
  }

  /**
   * MATCH-13: either member ends the match; both are nudged and it leaves both lists. Ending a match that ended
   * already answers the same (a retried request); anyone else gets 404.
   */
  async unmatch(memberId: string, matchId: string): Promise<Result<void, Failure>> {
    const match = await matchRepository.findById(this.deps.db, matchId);
    if (match === null || otherMember(match, memberId) === undefined) return err(noSuchMatch());
    if (match.unmatchedAt !== null) return ok(undefined);
    if (await matchRepository.unmatch(this.deps.db, matchId, memberId, this.deps.clock.now())) nudgeEnded(this.deps.nudge, match);
    return ok(undefined);
  }

  /** MATCH-12: the member saw the match (its card in the new-matches row, or its conversation). */
  async markMatchSeen(memberId: string, matchId: string): Promise<Result<void, Failure>> {
    const match = await matchRepository.findVisible(this.deps.db, matchId, memberId);
    if (match === null) return err(noSuchMatch());
    if (await matchViewRepository.markMatchSeen(this.deps.db, matchId, memberId)) await matchRepository.touch(this.deps.db, matchId, this.deps.clock.now());
    return ok(undefined);
  }

  /**
   * MATCH-12: the member read the conversation up to a message. Their own sockets hear of it (other tabs clear
   * the unread mark), and so does the other member when they turned read receipts on for this match (CHAT-08).
   */
  async markMessageSeen(memberId: string, matchId: string, messageId: string): Promise<Result<void, Failure>> {
    const { db, clock, nudge } = this.deps;
    const match = await matchRepository.findVisible(db, matchId, memberId);
    if (match === null) return err(noSuchMatch());
    const seq = await messageRepository.seqOf(db, matchId, messageId);
    if (seq === null) return err(failure.notFound('No such message'));
    if (!(await matchViewRepository.markMessageSeen(db, matchId, memberId, messageId, seq))) return ok(undefined);
    await matchRepository.touch(db, matchId, clock.now());
    const other = otherMember(match, memberId)!;
    const views = await matchViewRepository.viewsOf(db, [matchId]);
    nudge(memberId, { type: 'read', matchId, messageId });
    if ((views.get(viewKey(matchId, other)) ?? UNSEEN).readReceipts) nudge(other, { type: 'read', matchId, messageId });
    return ok(undefined);
  }

  /** CHAT-08: how many read receipts the member may still turn on. */
  async readReceiptsRemaining(memberId: string): Promise<number> {
    const [row] = await this.deps.db.query<{ remaining: number }>('SELECT read_receipts_remaining AS remaining FROM users WHERE id = $1', [memberId]);
    return row?.remaining ?? 0;
  }

  /**
   * CHAT-08: turns read receipts on for the member in one match, spending one of their allowance; a match where
   * they are on already spends nothing. None left: 409/40900 and nothing changes.
   */
  async enableReadReceipts(memberId: string, matchId: string): Promise<Result<{ readonly remaining: number }, Failure>> {
    const { db, clock } = this.deps;
    const outcome = await db.transaction(async (tx): Promise<Result<{ remaining: number }, Failure>> => {
      const match = await matchRepository.findVisible(tx, matchId, memberId);
      if (match === null) return err(noSuchMatch());
      const [me] = await tx.query<{ remaining: number }>('SELECT read_receipts_remaining AS remaining FROM users WHERE id = $1 FOR UPDATE', [memberId]);
      const remaining = me?.remaining ?? 0;
      const views = await matchViewRepository.viewsOf(tx, [matchId]);
      if ((views.get(viewKey(matchId, memberId)) ?? UNSEEN).readReceipts) return ok({ remaining });
      if (remaining === 0) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'No read receipts left', details: { read_receipts: { remaining: 0 } } });
      await matchViewRepository.enableReadReceipts(tx, matchId, memberId);
      await tx.query('UPDATE users SET read_receipts_remaining = read_receipts_remaining - 1 WHERE id = $1', [memberId]);
      await matchRepository.touch(tx, matchId, clock.now());
      return ok({ remaining: remaining - 1 });
    });
    return outcome;
  }

  /**
   * MATCH-10, EP-084: what changed for the member after `since` (with a short look-back, see
   * UPDATES_LOOKBACK_MS): matches new or changed, new messages, members they blocked, matches that ended. Without
   * a date, nothing but the date to ask from next.
   */
  async updates(memberId: string, since: number | null): Promise<Updates> {
    const { db, clock } = this.deps;
    const now = clock.now();
    if (since === null) return { matches: [], inbox: [], blocks: [], deleted: [], lastActivityDate: now, truncated: false };
    const from = since - UPDATES_LOOKBACK_MS;
    const [changed, inbox, blocks, deleted] = await Promise.all([
      matchRepository.changedSince(db, memberId, from, UPDATES_LIMIT + 1),
      messageRepository.since(db, memberId, from, UPDATES_LIMIT + 1),
      blockRepository.blockedBySince(db, memberId, from),
      matchRepository.endedSince(db, memberId, from),
    ]);
    const truncated = changed.length > UPDATES_LIMIT || inbox.length > UPDATES_LIMIT;
    return {
      matches: await this.#details(db, changed.slice(-UPDATES_LIMIT), memberId),
      inbox: inbox.slice(-UPDATES_LIMIT),
      blocks,
      deleted,
      lastActivityDate: now,
      truncated,
    };
  }

  async #details(q: Queryable, matches: readonly Match[], viewerId: string): Promise<MatchDetails[]> {
    const ids = matches.map((match) => match.id);
    const [views, latest, superLikers] = await Promise.all([
      matchViewRepository.viewsOf(q, ids),
      messageRepository.latestOf(q, ids),
      superLikersOf(q, ids),
    ]);
    return matches.flatMap((match) => {
      const personId = otherMember(match, viewerId);
      if (personId === undefined) return [];
      return [
        {
          match,
          viewerId,
          personId,
          mine: views.get(viewKey(match.id, viewerId)) ?? UNSEEN,
          theirs: views.get(viewKey(match.id, personId)) ?? UNSEEN,
          lastMessage: latest.get(match.id) ?? null,
          superLikerId: superLikers.get(match.id) ?? null,
        },
      ];
    });
  }
}

/** For each match made by a super like, who super-liked (the earliest super like between the pair). */
const superLikersOf = async (q: Queryable, matchIds: readonly string[]): Promise<Map<string, string>> => {
  if (matchIds.length === 0) return new Map();
  const rows = await q.query<{ id: string; liker_id: string }>(
    `SELECT DISTINCT ON (m.id) m.id, l.liker_id FROM matches m
     JOIN likes l ON l.is_super AND ((l.liker_id = m.user_a AND l.liked_id = m.user_b) OR (l.liker_id = m.user_b AND l.liked_id = m.user_a))
     WHERE m.id = ANY($1::text[]) ORDER BY m.id, l.created_at`,
    [matchIds],
  );
  return new Map(rows.map((row) => [row.id, row.liker_id]));
};
