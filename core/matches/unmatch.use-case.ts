import type { MatchId, Result } from '../shared';
import type { MatchesApiPort, MatchesError } from './matches-api.port';
import type { MatchesStore } from './matches.store';

/** MATCH-13: ends a match; once the server agrees, it leaves every list and count (MATCH-04). */
export class UnmatchUseCase {
  constructor(private readonly deps: { readonly api: MatchesApiPort; readonly store: MatchesStore }) {}

  async execute(id: MatchId): Promise<Result<void, MatchesError>> {
    const done = await this.deps.api.unmatch(id);
    // A match the server no longer has for the member is gone all the same.
    if (done.ok || done.error.code === NOT_FOUND) this.deps.store.remove([id]);
    return done;
  }
}

/** ERR: the server's code for an object the member may not see. */
export const NOT_FOUND = 40400;
