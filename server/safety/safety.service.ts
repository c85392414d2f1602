/**
 * Blocking and reporting (SAFE-01, SAFE-02). A block hides the pair from each other for good: their match ends
 * (both are nudged: it leaves both lists) and no match, conversation or typing passes between them again
 * (VISIBLE_TO_MEMBER). Recs leave blocked members out (server/recs). A report records the reason and blocks the
 * member reported. Reports are limited per member (REPORT_ALLOWANCE).
 */
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { matchRepository, otherMember, type Match } from '../matches/match.repository';
import { nudgeEnded } from '../matches/matches.service';
import { newId } from '../platform/secrets';
import type { Nudger } from '../realtime';
import { allowanceAt, windowStart, type AllowanceRule } from '../recs/allowance';
import { userRepository } from '../users/user.repository';
import { blockRepository } from './block.repository';
import { REPORT_REASON_IDS } from './report-tree';

/** Reports one member may file: 20 in any 24 hours. */
export const REPORT_ALLOWANCE: AllowanceRule = { max: 20, windowMs: 24 * 3_600_000 };
/** The longest comment a report takes. */
export const MAX_REPORT_COMMENT = 1000;

export interface Report {
  readonly reporterId: string;
  readonly reportedId: string;
  readonly matchId?: string;
  readonly reason: string;
  readonly comment?: string;
}

export interface SafetyServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly nudge: Nudger;
}

export class SafetyService {
  constructor(private readonly deps: SafetyServiceDeps) {}

  /** SAFE-02: `blockerId` blocks `blockedId`; blocking again changes nothing. */
  async block(blockerId: string, blockedId: string): Promise<Result<void, Failure>> {
    if (blockerId === blockedId) return err(failure.badRequest('A member cannot block themselves'));
    const now = this.deps.clock.now();
    const done = await this.deps.db.transaction(async (tx): Promise<Result<Match | null, Failure>> => {
      if ((await userRepository.findById(tx, blockedId)) === null) return err(failure.notFound('No such member'));
      await blockRepository.insert(tx, blockerId, blockedId, now);
      return ok(await this.#endMatch(tx, blockerId, blockedId, now));
    });
    if (!done.ok) return done;
    if (done.value !== null) nudgeEnded(this.deps.nudge, done.value);
    return ok(undefined);
  }

  /** SAFE-01: a report with its reason; it blocks the member reported. Answers the report's id. */
  async report(report: Report): Promise<Result<string, Failure>> {
    const { reporterId, reportedId } = report;
    if (reporterId === reportedId) return err(failure.badRequest('A member cannot report themselves'));
    if (!REPORT_REASON_IDS.has(report.reason)) return err(failure.badRequest('Unknown report reason'));
    const now = this.deps.clock.now();
    const id = newId();
    const done = await this.deps.db.transaction(async (tx): Promise<Result<Match | null, Failure>> => {
      if ((await userRepository.findById(tx, reportedId)) === null) return err(failure.notFound('No such member'));
      if (report.matchId !== undefined) {
        const match = await matchRepository.findById(tx, report.matchId);
        if (match === null || otherMember(match, reporterId) !== reportedId) return err(failure.notFound('No such match'));
      }
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [reporterId]);
      const filed = await tx.query<{ created_at: Date }>('SELECT created_at FROM reports WHERE reporter_id = $1 AND created_at > $2', [
        reporterId,
        new Date(windowStart(REPORT_ALLOWANCE, now)),
      ]);
      const allowance = allowanceAt(REPORT_ALLOWANCE, filed.map((row) => row.created_at.getTime()), now);
      if (allowance.remaining === 0) return err(failure.rateLimited((allowance.nextAt ?? now) - now));
      await tx.query('INSERT INTO reports (id, reporter_id, reported_id, match_id, reason, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        id,
        reporterId,
        reportedId,
        report.matchId ?? null,
        report.reason,
        report.comment ?? '',
        new Date(now),
      ]);
      await blockRepository.insert(tx, reporterId, reportedId, now);
      return ok(await this.#endMatch(tx, reporterId, reportedId, now));
    });
    if (!done.ok) return done;
    if (done.value !== null) nudgeEnded(this.deps.nudge, done.value);
    return ok(id);
  }

  /** Ends the pair's live match, if any; answers it when this ended it. */
  async #endMatch(tx: Queryable, by: string, other: string, now: number): Promise<Match | null> {
    const match = await matchRepository.findBetween(tx, [by, other]);
    if (match === null || match.unmatchedAt !== null) return null;
    return (await matchRepository.unmatch(tx, match.id, by, now)) ? match : null;
  }
}
