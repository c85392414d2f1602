import { BASE_TIME_UNIT_MS, matchId as toMatchId, type Scheduler } from '../shared';
import { GUARD_TIMEOUT_BTU } from './guard-timeout';
import type { MatchLookupPort } from './match-lookup.port';
import { routeHref } from './route-href';
import { withTimeout } from './with-timeout';

/** Why the match guard sent the member to the match list. */
export type MatchGuardFailure = 'invalidMatchId' | 'matchNotFound' | 'fetchTimedOut';

export type MatchGuardVerdict =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: MatchGuardFailure };

export interface MatchRouteGuardDeps {
  readonly lookup: MatchLookupPort;
  readonly scheduler: Scheduler;
}

export interface MatchRouteGuardOptions {
  /** The configured base time unit (CONF-14). */
  readonly baseTimeUnitMs?: number;
}

/**
 * ROUTE-21: a chat route opens only when its match is loaded. Waits for the first matches load (ROUTE-27: at most
 * 5 BTU, then it proceeds without it), looks the match up, fetches it when missing (again at most 5 BTU), and
 * allows only if the match is then in state; otherwise the member goes to the match list.
 */
export class MatchRouteGuardUseCase {
  readonly #deps: MatchRouteGuardDeps;
  readonly #timeoutMs: number;

  constructor(deps: MatchRouteGuardDeps, options: MatchRouteGuardOptions = {}) {
    this.#deps = deps;
    this.#timeoutMs = GUARD_TIMEOUT_BTU * (options.baseTimeUnitMs ?? BASE_TIME_UNIT_MS);
  }

  async check(rawMatchId: string): Promise<MatchGuardVerdict> {
    const { lookup, scheduler } = this.#deps;
    const id = toMatchId(rawMatchId);
    if (!id.ok) return toMatches('invalidMatchId');
    // Falling back on a slow first load means looking the match up (and fetching it) without waiting longer.
    await withTimeout(lookup.initialMatchesLoaded(), this.#timeoutMs, scheduler);
    if (lookup.hasMatch(id.value)) return ALLOW;
    const inTime = await withTimeout(lookup.fetchMatch(id.value), this.#timeoutMs, scheduler);
    if (!inTime) return toMatches('fetchTimedOut');
    return lookup.hasMatch(id.value) ? ALLOW : toMatches('matchNotFound');
  }
}

const ALLOW: MatchGuardVerdict = { kind: 'allow' };

const toMatches = (reason: MatchGuardFailure): MatchGuardVerdict => ({ kind: 'redirect', to: routeHref('matches'), reason });
