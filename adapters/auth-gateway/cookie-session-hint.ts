import type { SessionHintPort } from '../../core/auth';

/** The marker cookie the server sets beside the HttpOnly refresh cookie (it holds no secret, only "1"). */
export const SESSION_HINT_COOKIE = 'spark_session';

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
    this.jar.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
  }
}
