/**
 * Boosts (BOOST-01, BOOST-04): a member starts a boost, which raises their rank in others' recs until it expires
 * (server/recs ranking: 20 km taken off their distance). A tier includes a number of boosts in any 30 days
 * (server/users tier.ts, docs/decisions.md); a tier with none is refused with the paywall code (feature `boost`),
 * one with none left with 429 and when the next comes back; a second boost while one runs is 409.
 * How long a boost runs is configured (BOOST_DURATION_SECONDS).
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId } from '../platform/secrets';
import { allowanceAt, type Allowance, type AllowanceRule } from '../recs';
import { boostsPer30Days, paywallFailure, type Tier } from '../users/tier';

/** The window a tier's boosts are counted in: 30 days, given in minutes as BOOST-02's unit `m`. */
export const BOOST_WINDOW_MINUTES = 30 * 24 * 60;
const BOOST_WINDOW_MS = BOOST_WINDOW_MINUTES * 60_000;

export interface Boost {
  readonly id: string;
  readonly startedAt: number;
  readonly expiresAt: number;
  readonly isSuper: boolean;
  readonly consumedFrom: string;
}

export interface BoostState {
  /** The running boost, else the last one (null: never boosted). */
  readonly boost: Boost | null;
  readonly allowance: Allowance;
  readonly rule: AllowanceRule;
}

export interface BoostServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly durationMs: number;
}

interface BoostRow {
  readonly id: string;
  readonly started_at: Date;
  readonly expires_at: Date;
  readonly is_super: boolean;
  readonly consumed_from: string;
}

const boostOf = (row: BoostRow): Boost => ({
  id: row.id,
  startedAt: row.started_at.getTime(),
  expiresAt: row.expires_at.getTime(),
  isSuper: row.is_super,
  consumedFrom: row.consumed_from,
});

const ruleFor = (tier: Tier): AllowanceRule => ({ max: boostsPer30Days(tier), windowMs: BOOST_WINDOW_MS });

const stateOf = async (q: Queryable, memberId: string, now: number, lock: boolean): Promise<(BoostState & { readonly tier: Tier }) | null> => {
  const [member] = await q.query<{ tier: Tier }>(`SELECT tier FROM users WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`, [memberId]);
  if (!member) return null;
  const rows = await q.query<BoostRow>(
    'SELECT id, started_at, expires_at, is_super, consumed_from FROM boosts WHERE user_id = $1 AND started_at > $2 ORDER BY started_at DESC',
    [memberId, new Date(now - BOOST_WINDOW_MS)],
  );
  const last = rows[0] ?? (await q.query<BoostRow>('SELECT id, started_at, expires_at, is_super, consumed_from FROM boosts WHERE user_id = $1 ORDER BY started_at DESC LIMIT 1', [memberId]))[0];
  const rule = ruleFor(member.tier);
  return { tier: member.tier, rule, boost: last === undefined ? null : boostOf(last), allowance: allowanceAt(rule, rows.map((row) => row.started_at.getTime()), now) };
};

export class BoostService {
  constructor(private readonly deps: BoostServiceDeps) {}

  /** BOOST-04 `GET /boost/result`: the member's running or last boost and their allowance. */
  async state(memberId: string): Promise<BoostState | null> {
    return stateOf(this.deps.db, memberId, this.deps.clock.now(), false);
  }

  /** BOOST-04 `POST /boost`: starts a boost. */
  async start(memberId: string): Promise<Result<BoostState, Failure>> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const state = await stateOf(tx, memberId, now, true);
      if (state === null) return err(failure.notFound());
      if (state.rule.max === 0) return err(paywallFailure('boost'));
      if (state.boost !== null && state.boost.expiresAt > now) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'A boost is running' });
      if (state.allowance.remaining === 0) {
        const nextAt = state.allowance.nextAt ?? now;
        return err(failure.rateLimited(nextAt - now, ErrorCode.RATE_LIMITED, 'Out of boosts', { boost: { remaining: 0, resets_at: nextAt } }));
      }
      const boost: Boost = { id: newId(), startedAt: now, expiresAt: now + this.deps.durationMs, isSuper: false, consumedFrom: 'subscription' };
      await tx.query('INSERT INTO boosts (id, user_id, is_super, started_at, expires_at, consumed_from) VALUES ($1, $2, $3, $4, $5, $6)', [
        boost.id,
        memberId,
        boost.isSuper,
        new Date(boost.startedAt),
        new Date(boost.expiresAt),
        boost.consumedFrom,
      ]);
      return ok({ boost, rule: state.rule, allowance: allowanceAt(state.rule, await usesOf(tx, memberId, now), now) });
    });
  }
}

const usesOf = async (q: Queryable, memberId: string, now: number): Promise<number[]> =>
  (await q.query<{ started_at: Date }>('SELECT started_at FROM boosts WHERE user_id = $1 AND started_at > $2', [memberId, new Date(now - BOOST_WINDOW_MS)])).map((row) =>
    row.started_at.getTime(),
  );
