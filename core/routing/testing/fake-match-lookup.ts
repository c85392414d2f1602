import { appError, err, ok, type AppError, type MatchId, type Result } from '../../shared';
import type { MatchLookupPort } from '../match-lookup.port';

/**
 * An in-memory matches state for the match guard. A test decides when the first load finishes, which matches are
 * in state, which the server knows (a fetch adds them), and may hold fetches unanswered.
 */
export class FakeMatchLookup implements MatchLookupPort {
  readonly #inState = new Set<string>();
  readonly #onServer = new Set<string>();
  readonly #initialLoad: Promise<void>;
  #finishInitialLoad!: () => void;
  #holdFetches = false;
  /** The ids fetched, in order. */
  readonly fetched: string[] = [];

  constructor(options: { readonly initiallyLoaded?: boolean } = {}) {
    this.#initialLoad = new Promise((resolve) => {
      this.#finishInitialLoad = resolve;
    });
    if (options.initiallyLoaded) this.#finishInitialLoad();
  }

  /** Ends the first matches load, putting these matches in state. */
  finishInitialLoad(ids: readonly string[] = []): void {
    for (const id of ids) this.#inState.add(id);
    this.#finishInitialLoad();
  }

  /** Puts a match in state now. */
  addToState(id: string): void {
    this.#inState.add(id);
  }

  /** Lets the server know a match, so that a fetch finds it. */
  addOnServer(id: string): void {
    this.#onServer.add(id);
  }

  /** Fetches never answer while held (a hung request). */
  holdFetches(hold = true): void {
    this.#holdFetches = hold;
  }

  initialMatchesLoaded(): Promise<void> {
    return this.#initialLoad;
  }

  hasMatch(id: MatchId): boolean {
    return this.#inState.has(id);
  }

  fetchMatch(id: MatchId): Promise<Result<void, AppError>> {
    this.fetched.push(id);
    if (this.#holdFetches) return new Promise(() => {});
    if (!this.#onServer.has(id)) return Promise.resolve(err(appError('MATCHES.NOT_FOUND', 'match not found')));
    this.#inState.add(id);
    return Promise.resolve(ok(undefined));
  }
}
