import { SESSION_HINT_COOKIE } from '../../core/api/constants';
import type { SessionHintPort } from '../../core/auth';

interface CookieJar {
  cookie: string;
}

/** Reads the session marker cookie; forgetting it expires the cookie on this path. */
export class CookieSessionHint implements SessionHintPort {
  constructor(private readonly jar: CookieJar = document) {}

  maybeSignedIn(): boolean {
    return this.jar.cookie.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);
  }

  forget(): void {
    this.jar.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  }
}
