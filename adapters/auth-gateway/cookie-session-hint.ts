import { LEGACY_SESSION_HINT_COOKIE, SESSION_HINT_COOKIE } from '../../core/api/constants';
import type { SessionHintPort } from '../../core/auth';

interface CookieJar {
  cookie: string;
}

/** Reads the session marker cookie (or the one a browser kept from before its `__Host-` name); forgetting it expires both. */
export class CookieSessionHint implements SessionHintPort {
  constructor(private readonly jar: CookieJar = document) {}

  maybeSignedIn(): boolean {
    return this.jar.cookie.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1` || c.trim() === `${LEGACY_SESSION_HINT_COOKIE}=1`);
  }

  forget(): void {
    for (const name of [SESSION_HINT_COOKIE, LEGACY_SESSION_HINT_COOKIE]) this.jar.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  }
}
