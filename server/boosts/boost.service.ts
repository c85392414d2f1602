/**
 * Boosts (BOOST-01, BOOST-04, BOOST-05): a member starts a boost, which raises their rank in others' recs until it
 * expires (server/recs ranking: 20 km taken off their distance). A tier includes a number of boosts in any 30 days
 * (server/users tier.ts, docs/decisions.md); once those are used (or with a tier that has none) a bought boost is
 * taken (`consumed_from: consumable`). Without either: a tier with none is refused with the paywall code (feature
 * `boost`), one with none left with 429 and when the next comes back; a second boost while one runs is 409.
 * The variants (BOOST-05, docs/decisions.md): a super boost and a primetime boost are bought only, each from its
 * own consumable; without one the start is refused with the paywall code naming the product to buy.
 * How long a boost runs is configured (BOOST_DURATION_SECONDS); a super boost runs three times as long.
 */
import { ErrorCode } from '../../core/errors/error-codes';
import { err, ok, type Clock, type Result } from '../../core/shared';
import type { Database, Queryable } from '../db/database';
import { failure, type Failure } from '../http/failure';
import { newId } from '../platform/secrets';
import { allowanceAt, type Allowance, type AllowanceRule } from '../recs';
import { consumables, type Holdings } from '../users/consumables';
import { boostsPer30Days, paywallFailure, type Tier } from '../users/tier';
import { subscriptionProducts } from '../purchase/subscription-products';

/** BOOST-05: the boost variants `POST /boost` starts. */
export const BOOST_TYPES = ['boost', 'super_boost', 'primetime_boost'] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

/** BOOST-05: what each variant is taken from when bought, how much longer than a boost it runs, and its multiplier. */
export const BOOST_VARIANTS = {
  boost: { consumable: 'boost', durationFactor: 1, multiplier: 10 },
  super_boost: { consumable: 'superboost', durationFactor: 3, multiplier: 100 },
  primetime_boost: { consumable: 'primetimeboost', durationFactor: 1, multiplier: 20 },
} as const;

/** The window a tier's boosts are counted in: 30 days, given in minutes as BOOST-02's unit `m`. */
export const BOOST_WINDOW_MINUTES = 30 * 24 * 60;
const BOOST_WINDOW_MS = BOOST_WINDOW_MINUTES * 60_000;

export interface Boost {
  readonly id: string;
  readonly startedAt: number;
  readonly expiresAt: number;
  readonly isSuper: boolean;
  readonly isPrimetime: boolean;
  readonly consumedFrom: string;
}

export interface BoostState {
  /** The running boost, else the last one (null: never boosted). */
  readonly boost: Boost | null;
  readonly allowance: Allowance;
  readonly rule: AllowanceRule;
  /** The bought boosts, super boosts and primetime boosts held (BOOST-05). */
  readonly held: Pick<Holdings, 'boost' | 'superboost' | 'primetimeboost'>;
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
  readonly is_primetime: boolean;
  readonly consumed_from: string;
}

const boostOf = (row: BoostRow): Boost => ({
  id: row.id,
  startedAt: row.started_at.getTime(),
  expiresAt: row.expires_at.getTime(),
  isSuper: row.is_super,
  isPrimetime: row.is_primetime,
  consumedFrom: row.consumed_from,
});

/** The boosts of any 30 days: the tier's, and PUR-31's boost subscription's while it lasts. */
const ruleFor = (tier: Tier, subscribed: number): AllowanceRule => ({ max: boostsPer30Days(tier) + subscribed, windowMs: BOOST_WINDOW_MS });

const stateOf = async (q: Queryable, memberId: string, now: number, lock: boolean): Promise<(BoostState & { readonly tier: Tier }) | null> => {
  const [member] = await q.query<{ tier: Tier }>(`SELECT tier FROM users WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`, [memberId]);
  if (!member) return null;
  const rows = await q.query<BoostRow>(
    'SELECT id, started_at, expires_at, is_super, is_primetime, consumed_from FROM boosts WHERE user_id = $1 AND started_at > $2 ORDER BY started_at DESC',
    [memberId, new Date(now - BOOST_WINDOW_MS)],
  );
  const last = rows[0] ?? (await q.query<BoostRow>('SELECT id, started_at, expires_at, is_super, is_primetime, consumed_from FROM boosts WHERE user_id = $1 ORDER BY started_at DESC LIMIT 1', [memberId]))[0];
  const rule = ruleFor(member.tier, await subscriptionProducts.boostsPerMonthOf(q, memberId, now));
  const { boost, superboost, primetimeboost } = await consumables.of(q, memberId);
  // Only the boosts taken from the tier's allowance count against it.
  const fromTier = rows.filter((row) => row.consumed_from === 'subscription').map((row) => row.started_at.getTime());
  return { tier: member.tier, rule, boost: last === undefined ? null : boostOf(last), allowance: allowanceAt(rule, fromTier, now), held: { boost, superboost, primetimeboost } };
};

export class BoostService {
  constructor(private readonly deps: BoostServiceDeps) {}

  /** BOOST-04 `GET /boost/result`: the member's running or last boost and their allowance. */
  async state(memberId: string): Promise<BoostState | null> {
    return stateOf(this.deps.db, memberId, this.deps.clock.now(), false);
  }

  /** BOOST-04 `POST /boost`: starts a boost of the variant asked for (BOOST-05). */
  async start(memberId: string, type: BoostType = 'boost'): Promise<Result<BoostState, Failure>> {
    const now = this.deps.clock.now();
    const variant = BOOST_VARIANTS[type];
    return this.deps.db.transaction(async (tx) => {
      const state = await stateOf(tx, memberId, now, true);
      if (state === null) return err(failure.notFound());
      if (state.boost !== null && state.boost.expiresAt > now) return err({ status: 409, code: ErrorCode.CONFLICT, message: 'A boost is running' });
      // A plain boost comes from the tier's allowance while it lasts; otherwise (and every variant) from a bought one.
      const fromTier = type === 'boost' && state.allowance.remaining > 0;
      if (!fromTier && !(await consumables.spend(tx, memberId, variant.consumable))) {
        if (type !== 'boost') return err(productPaywall(variant.consumable));
        if (state.rule.max === 0) return err(productPaywall('boost'));
        const nextAt = state.allowance.nextAt ?? now;
        return err(failure.rateLimited(nextAt - now, ErrorCode.RATE_LIMITED, 'Out of boosts', { boost: { remaining: 0, resets_at: nextAt } }));
      }
      const boost: Boost = {
        id: newId(),
        startedAt: now,
        expiresAt: now + this.deps.durationMs * variant.durationFactor,
        isSuper: type === 'super_boost',
        isPrimetime: type === 'primetime_boost',
        consumedFrom: fromTier ? 'subscription' : 'consumable',
      };
      await tx.query('INSERT INTO boosts (id, user_id, is_super, is_primetime, started_at, expires_at, consumed_from) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        boost.id,
        memberId,
        boost.isSuper,
        boost.isPrimetime,
        new Date(boost.startedAt),
        new Date(boost.expiresAt),
        boost.consumedFrom,
      ]);
      return ok((await stateOf(tx, memberId, now, false))!);
    });
  }
}

/** The paywall refusal of a boost: feature `boost`, and the product that would start it (BOOST-05). */
const productPaywall = (product: string): Failure => {
  const paywall = paywallFailure('boost');
  return { ...paywall, details: { paywall: { ...(paywall.details?.['paywall'] as object), product_type: product } } };
};
