import type { Logger, MatchId } from '../shared';
import type { MatchesApiPort } from './matches-api.port';
import type { MatchesStore } from './matches.store';

/**
 * MATCH-12: the member saw a match (its card in the new-matches row, its profile, its conversation). Its unseen
 * mark goes at once (MATCH-05, NAV-05); the server is told once per match.
 */
export class MarkMatchSeenUseCase {
  constructor(private readonly deps: { readonly api: MatchesApiPort; readonly store: MatchesStore; readonly logger: Logger }) {}

  async execute(id: MatchId): Promise<void> {
    const { api, store, logger } = this.deps;
    const match = store.match(id);
    if (match === undefined || match.seen.matchSeen) return;
    store.markSeen(id, { matchSeen: true });
    const told = await api.markMatchSeen(id);
    if (!told.ok) logger.log('warn', 'matches.seen-failed', { code: told.error.code });
  }
}
