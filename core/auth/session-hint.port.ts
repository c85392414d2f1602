/**
 * Whether this device may hold a session, known without a network call: a browser reads a non-secret marker
 * cookie the server sets beside the HttpOnly refresh cookie; a native shell checks its vault. A visitor without
 * the hint is signed out at once, so the first screen of a new visitor makes no request at all.
 */
export interface SessionHintPort {
  maybeSignedIn(): boolean;
  /** The session turned out to be gone: drop the hint. */
  forget(): void;
}
