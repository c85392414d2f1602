import type { AuthTokenSource, ReauthOutcome } from '../auth-token-source.port';

/** An in-memory token source: `refreshTo` scripts a successful refresh, `refuseRefresh` a logged-out one. */
export class FakeAuthTokenSource implements AuthTokenSource {
  #token: string | null;
  #next:
    | { readonly answer: 'refreshed'; readonly token: string }
    | { readonly answer: 'logged-out' }
    | { readonly answer: 'unavailable' } = {
    answer: 'logged-out',
  };
  #reauthentications = 0;

  constructor(token: string | null = null) {
    this.#token = token;
  }

  /** How many times the client asked for a new token. */
  get reauthentications(): number {
    return this.#reauthentications;
  }

  set(token: string | null): void {
    this.#token = token;
  }

  /** The next `reauthenticate()` answers `refreshed` and installs `token`. */
  refreshTo(token: string): void {
    this.#next = { answer: 'refreshed', token };
  }

  /** The next `reauthenticate()` answers `logged-out` and clears the token (the default). */
  refuseRefresh(): void {
    this.#next = { answer: 'logged-out' };
  }

  /** The next `reauthenticate()` cannot reach the server: the token stays as it is. */
  refreshUnavailable(): void {
    this.#next = { answer: 'unavailable' };
  }

  current(): string | null {
    return this.#token;
  }

  async reauthenticate(): Promise<ReauthOutcome> {
    this.#reauthentications += 1;
    if (this.#next.answer === 'unavailable') return 'unavailable';
    this.#token = this.#next.answer === 'refreshed' ? this.#next.token : null;
    return this.#next.answer;
  }
}
