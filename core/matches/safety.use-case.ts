import type { Result } from '../shared';
import type { MatchesApiPort, MatchesError, ReportDraft, ReportReason } from './matches-api.port';
import type { MatchesStore } from './matches.store';

/**
 * SAFE-01, SAFE-02: blocking or reporting a member (a report blocks too). Once the server agrees, every match
 * with them leaves the lists (MATCH-04); the server ends it for both.
 */
export class SafetyUseCase {
  constructor(private readonly deps: { readonly api: MatchesApiPort; readonly store: MatchesStore }) {}

  async block(userId: string): Promise<Result<void, MatchesError>> {
    const done = await this.deps.api.block(userId);
    if (done.ok) this.#forget(userId);
    return done;
  }

  /** Files a report; answers its id. */
  async report(draft: ReportDraft): Promise<Result<string, MatchesError>> {
    const filed = await this.deps.api.report(draft);
    if (filed.ok) this.#forget(draft.userId);
    return filed;
  }

  reasons(): Promise<Result<readonly ReportReason[], MatchesError>> {
    return this.deps.api.reportReasons();
  }

  #forget(userId: string): void {
    const { store } = this.deps;
    store.remove(store.all.peek().filter((match) => match.person.id === userId).map((match) => match.id));
  }
}
