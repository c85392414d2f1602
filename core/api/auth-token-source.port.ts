export type ReauthOutcome = 'refreshed' | 'logged-out' | 'unavailable';

/**
 * Where the HTTP client gets the auth token, and how it asks for a new one after a 401 (AUTH-25).
 * The auth module implements it and owns the single-flight refresh.
 */
export interface AuthTokenSource {
  /** The current auth token, or null when signed out. */
  current(): string | null;
  /**
   * Refreshes the token: `logged-out` when no refresh is possible or the server refused it (AUTH-26);
   * `unavailable` when the refresh could not reach the server (the member stays signed in).
   */
  reauthenticate(): Promise<ReauthOutcome>;
}
