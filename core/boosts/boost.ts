/**
 * Boosts (BOOST-01..03, BOOST-07): the boost entity as the provider answers it, its timing, and the boost state
 * machine's actions.
 */

/** BOOST-02: the unit of `boost_refresh_interval`; minutes unless the provider says otherwise. */
export const DEFAULT_BOOST_REFRESH_INTERVAL_UNIT = 'm';

/** BOOST-01: the boost entity. Times are ms since the epoch, `duration` in ms. */
export interface BoostEntity {
  readonly multiplier: number;
  readonly boost_refresh_interval: number;
  readonly boost_refresh_amount: number;
  readonly boost_refresh_interval_unit: string;
  readonly resets_at: number | null;
  readonly expires_at: number | null;
  readonly duration: number;
  readonly remaining: number;
  readonly boost_id: string | null;
  readonly is_super_boost: boolean;
  readonly is_primetime_boost: boolean;
  readonly primetime_boost_remaining: number;
  readonly consumed_from: string | null;
  readonly boost_ended: boolean;
  readonly boostTimerStarted: boolean;
  readonly sourceVersion: number;
  /** BOOST-05: bought boosts held (part of `remaining`) and bought super boosts held. */
  readonly purchased_remaining: number;
  readonly super_boost_remaining: number;
}

/** BOOST-05: the variants a member starts: a boost, a super boost, a primetime boost. */
export const BOOST_VARIANTS = ['boost', 'super_boost', 'primetime_boost'] as const;
export type BoostVariant = (typeof BOOST_VARIANTS)[number];

/** BOOST-05: how many of each variant the member may start now (the tier's boosts and bought ones). */
export const boostWallet = (boost: Pick<BoostEntity, 'remaining' | 'super_boost_remaining' | 'primetime_boost_remaining'> | null): Readonly<Record<BoostVariant, number>> => ({
  boost: boost?.remaining ?? 0,
  super_boost: boost?.super_boost_remaining ?? 0,
  primetime_boost: boost?.primetime_boost_remaining ?? 0,
});

/** BOOST-05: the variant a running boost is. */
export const variantOf = (boost: Pick<BoostEntity, 'is_super_boost' | 'is_primetime_boost'>): BoostVariant =>
  boost.is_super_boost ? 'super_boost' : boost.is_primetime_boost ? 'primetime_boost' : 'boost';

/**
 * BOOST-06: what tapping the boost button opens while no boost runs: the first-time explanation for a member who
 * never boosted and has one to start; the wallet when they hold more than one variant (to choose); otherwise the
 * boost starts at once (and a refusal opens the paywall or the out-of-boosts upsell).
 */
export const boostTapAction = (boost: BoostEntity | null): 'first-time' | 'wallet' | 'start' => {
  const wallet = boostWallet(boost);
  const held = BOOST_VARIANTS.filter((variant) => wallet[variant] > 0);
  if (held.length > 1) return 'wallet';
  if (held.length === 1 && (boost === null || boost.boost_id === null)) return 'first-time';
  return 'start';
};

// Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite is false for every non-number (the typeof test narrows the type)
const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const time = (value: unknown): number | null => {
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite is false for every non-number (the typeof test narrows the type)
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

/** BOOST-01, BOOST-02: reads the provider's boost, field by field; a missing unit is minutes. */
export const readBoost = (raw: Readonly<Record<string, unknown>>, sourceVersion = 1): BoostEntity => ({
  multiplier: num(raw['multiplier'], 1),
  boost_refresh_interval: num(raw['boost_refresh_interval'], 0),
  boost_refresh_amount: num(raw['boost_refresh_amount'], 0),
  boost_refresh_interval_unit:
    typeof raw['boost_refresh_interval_unit'] === 'string' && raw['boost_refresh_interval_unit'] !== '' ? raw['boost_refresh_interval_unit'] : DEFAULT_BOOST_REFRESH_INTERVAL_UNIT,
  resets_at: time(raw['resets_at']),
  expires_at: time(raw['expires_at']),
  duration: num(raw['duration'], 0),
  remaining: num(raw['remaining'], 0),
  boost_id: typeof raw['boost_id'] === 'string' ? raw['boost_id'] : null,
  is_super_boost: raw['is_super_boost'] === true,
  is_primetime_boost: raw['is_primetime_boost'] === true,
  primetime_boost_remaining: num(raw['primetime_boost_remaining'], 0),
  consumed_from: typeof raw['consumed_from'] === 'string' ? raw['consumed_from'] : null,
  boost_ended: raw['boost_ended'] !== false,
  boostTimerStarted: false,
  sourceVersion,
  purchased_remaining: num(raw['purchased_remaining'], 0),
  super_boost_remaining: num(raw['super_boost_remaining'], 0),
});

/** BOOST-07: what is left of a boost: `expires_at − now`, never below zero. */
export const boostTimeRemaining = (expiresAt: number, now: number): number => Math.max(0, expiresAt - now);

/** BOOST-07: a boost has ended once now reaches `expires_at`. */
// Stryker disable next-line ConditionalExpression: equivalent, `now >= null` is `now >= 0`, true for every clock after 1970
export const boostEnded = (expiresAt: number | null, now: number): boolean => expiresAt === null || now >= expiresAt;

/** The share of a boost still to run, 0..1 (the countdown ring). */
export const boostProgressLeft = (boost: Pick<BoostEntity, 'expires_at' | 'duration'>, now: number): number =>
  // Stryker disable next-line ConditionalExpression: equivalent, without expires_at the time left is max(0, 0 − now), 0 for every clock after 1970
  boost.expires_at === null || boost.duration <= 0 ? 0 : Math.min(1, boostTimeRemaining(boost.expires_at, now) / boost.duration);

/** BOOST-03: the boost state machine. */
export type BoostPhase = 'idle' | 'starting' | 'active' | 'ended' | 'failed';

export interface BoostMachine {
  readonly phase: BoostPhase;
  readonly boost: BoostEntity | null;
  readonly primetimePolling: boolean;
  /** The code of the last failure to start (e.g. 42901: none left; 40390: the tier has none). */
  readonly errorCode: number | string | null;
}

export type BoostAction =
  | { readonly type: 'start' }
  | { readonly type: 'success'; readonly boost: BoostEntity }
  | { readonly type: 'failure'; readonly code: number | string }
  | { readonly type: 'loaded'; readonly boost: BoostEntity }
  | { readonly type: 'timerStart' }
  | { readonly type: 'end' }
  | { readonly type: 'primetimePollingStart' }
  | { readonly type: 'primetimePollingStop' };

export const INITIAL_BOOST_MACHINE: BoostMachine = { phase: 'idle', boost: null, primetimePolling: false, errorCode: null };

/** BOOST-03: start → success | failure; timer start; end; primetime polling start / stop. */
export const boostReducer = (state: BoostMachine, action: BoostAction): BoostMachine => {
  switch (action.type) {
    case 'start':
      return state.phase === 'starting' || state.phase === 'active' ? state : { ...state, phase: 'starting', errorCode: null };
    case 'success':
      return state.phase === 'starting' ? { ...state, phase: 'active', boost: action.boost } : state;
    case 'failure':
      return state.phase === 'starting' ? { ...state, phase: 'failed', errorCode: action.code } : state;
    case 'loaded':
      return state.phase === 'starting' ? state : { ...state, boost: action.boost, phase: action.boost.boost_ended ? (action.boost.boost_id === null ? 'idle' : 'ended') : 'active' };
    case 'timerStart':
      return state.phase === 'active' && state.boost !== null ? { ...state, boost: { ...state.boost, boostTimerStarted: true } } : state;
    case 'end':
      return state.phase === 'active' && state.boost !== null
        ? { ...state, phase: 'ended', boost: { ...state.boost, boost_ended: true, boostTimerStarted: false } }
        : state;
    case 'primetimePollingStart':
      return { ...state, primetimePolling: true };
    case 'primetimePollingStop':
      return { ...state, primetimePolling: false };
  }
};
