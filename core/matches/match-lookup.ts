import type { MatchLookupPort } from '../routing';
import { appError, err, ok, type AppError, type MatchId, type Result } from '../shared';
import type { LoadMatchesUseCase } from './load-matches.use-case';
import type { MatchesApiPort } from './matches-api.port';
import type { MatchesStore } from './matches.store';

/** ROUTE-21: what the chat route's guard asks of the matches: the first load, the lists, one match fetched by id. */
export class MatchLookup implements MatchLookupPort {
  constructor(private readonly deps: { readonly api: MatchesApiPort; readonly store: MatchesStore; readonly load: LoadMatchesUseCase }) {}

  initialMatchesLoaded(): Promise<void> {
    return this.deps.load.initialLoad();
  }

  hasMatch(id: MatchId): boolean {
    return this.deps.store.match(id) !== undefined;
  }

  /** MATCH-10: `GET /v2/matches/{matchId}` into the matches cache (MATCH-16). */
  async fetchMatch(id: MatchId): Promise<Result<void, AppError>> {
    const epoch = this.deps.store.epoch.peek();
    const found = await this.deps.api.getMatch(id);
    if (!found.ok) return err(appError(found.error.code, found.error.message));
    if (this.deps.store.epoch.peek() === epoch) this.deps.store.putSingle(found.value);
    return ok(undefined);
  }
}
