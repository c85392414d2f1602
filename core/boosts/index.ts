/**
 * core/boosts — boosts (BOOST-01..03, BOOST-05..07): the variants (boost, super boost, primetime boost), the wallet
 * of what is held and what a tap on the boost button opens.
 * Owns: the boost entity and its reading (the `m` default unit), its timing (time remaining, ended), the boost
 * state machine (start → success | failure, timer start, end, primetime polling start / stop), the countdown.
 * Needs: `BoostsApiPort` (`POST /boost`, `GET /boost/result`), the clock, the scheduler and the base time unit.
 * Exposes: the rules, the store, the use-case and the BOOSTS tokens.
 */
import { token } from '../shared';
import type { BoostUseCase } from './boost.use-case';
import type { BoostsApiPort } from './boosts-api.port';
import type { BoostsStore } from './boosts.store';

export * from './boost';
export type { BoostsApiPort } from './boosts-api.port';
export { BoostsStore } from './boosts.store';
export { BoostUseCase, BOOST_TICK_MS, PRIMETIME_POLL_BTU, type BoostDeps } from './boost.use-case';

export const BOOSTS = {
  Api: token<BoostsApiPort>('boosts.Api'),
  Store: token<BoostsStore>('boosts.Store'),
  UseCase: token<BoostUseCase>('boosts.UseCase'),
} as const;
