import { err, ok, type AppError, type Clock, type Result } from '../../shared';
import { readBoost, type BoostEntity, type BoostVariant } from '../boost';
import type { BoostsApiPort } from '../boosts-api.port';

/**
 * An in-memory provider of boosts: one boost per `allowance`, each running `durationMs`; super and primetime
 * boosts (BOOST-05) from their own counts, a super boost three times as long.
 */
export class FakeBoostsApi implements BoostsApiPort {
  allowance = 1;
  superBoosts = 0;
  primetimeBoosts = 0;
  /** The variants started, in order. */
  readonly started: BoostVariant[] = [];
  durationMs = 30 * 60_000;
  refusal: AppError | null = null;
  #current: Record<string, unknown> = { boost_id: null, boost_ended: true, remaining: 1 };
  results = 0;

  constructor(private readonly clock: Clock) {}

  async start(variant: BoostVariant = 'boost'): Promise<Result<BoostEntity, AppError>> {
    if (this.refusal !== null) return err(this.refusal);
    if (variant === 'super_boost') {
      if (this.superBoosts <= 0) return err({ code: 40390, message: 'This needs a super boost' });
      this.superBoosts -= 1;
    } else if (variant === 'primetime_boost') {
      if (this.primetimeBoosts <= 0) return err({ code: 40390, message: 'This needs a primetime boost' });
      this.primetimeBoosts -= 1;
    } else {
      if (this.allowance <= 0) return err({ code: 42901, message: 'Out of boosts' });
      this.allowance -= 1;
    }
    this.started.push(variant);
    const now = this.clock.now();
    const duration = variant === 'super_boost' ? 3 * this.durationMs : this.durationMs;
    this.#current = {
      boost_id: `b${now}`,
      expires_at: now + duration,
      duration,
      boost_ended: false,
      multiplier: variant === 'super_boost' ? 100 : variant === 'primetime_boost' ? 20 : 10,
      is_super_boost: variant === 'super_boost',
      is_primetime_boost: variant === 'primetime_boost',
    };
    return ok(readBoost(this.#held()));
  }

  #held(): Record<string, unknown> {
    return { ...this.#current, remaining: this.allowance, super_boost_remaining: this.superBoosts, primetime_boost_remaining: this.primetimeBoosts };
  }

  async result(): Promise<Result<BoostEntity, AppError>> {
    this.results += 1;
    const expires = this.#current['expires_at'];
    const ended = typeof expires !== 'number' || this.clock.now() >= expires;
    return ok(readBoost({ ...this.#held(), boost_ended: ended }));
  }
}

