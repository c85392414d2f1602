import { err, ok, type AppError, type Clock, type Result } from '../../shared';
import { readBoost, type BoostEntity } from '../boost';
import type { BoostsApiPort } from '../boosts-api.port';

/** An in-memory provider of boosts: one boost per `allowance`, each running `durationMs`. */
export class FakeBoostsApi implements BoostsApiPort {
  allowance = 1;
  durationMs = 30 * 60_000;
  refusal: AppError | null = null;
  #current: Record<string, unknown> = { boost_id: null, boost_ended: true, remaining: 1 };
  results = 0;

  constructor(private readonly clock: Clock) {}

  async start(): Promise<Result<BoostEntity, AppError>> {
    if (this.refusal !== null) return err(this.refusal);
    if (this.allowance <= 0) return err({ code: 42901, message: 'Out of boosts' });
    this.allowance -= 1;
    const now = this.clock.now();
    this.#current = { boost_id: `b${now}`, expires_at: now + this.durationMs, duration: this.durationMs, remaining: this.allowance, boost_ended: false, multiplier: 10 };
    return ok(readBoost(this.#current));
  }

  async result(): Promise<Result<BoostEntity, AppError>> {
    this.results += 1;
    const expires = this.#current['expires_at'];
    const ended = typeof expires !== 'number' || this.clock.now() >= expires;
    return ok(readBoost({ ...this.#current, boost_ended: ended, remaining: this.allowance }));
  }
}

