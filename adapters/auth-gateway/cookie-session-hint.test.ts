import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../core/api/constants';
import { CookieSessionHint } from './cookie-session-hint';

/** A cookie jar that behaves like document.cookie: writes set or expire one cookie, reads list them all. */
class Jar {
  readonly #cookies = new Map<string, string>();
  get cookie(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    const [pair, ...attrs] = line.split(';');
    const [name, value] = pair!.split('=');
    if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.#cookies.delete(name!.trim());
    else this.#cookies.set(name!.trim(), value ?? '');
  }
}

describe('session hint cookie', () => {
  it('AUTH-23: the marker cookie says a session may exist; forgetting it removes only the marker', () => {
    const jar = new Jar();
    const hint = new CookieSessionHint(jar);
    expect(hint.maybeSignedIn()).toBe(false);
    jar.cookie = 'theme=dark';
    jar.cookie = `${SESSION_HINT_COOKIE}=1`;
    expect(hint.maybeSignedIn()).toBe(true);
    hint.forget();
    expect(hint.maybeSignedIn()).toBe(false);
    expect(jar.cookie).toBe('theme=dark');
  });
});

describe('the marker of before the __Host- prefix', () => {
  it('AUTH-23: a browser that still holds spark_session=1 is still a maybe-signed-in one; forgetting removes it too', () => {
    const jar = new Jar();
    const hint = new CookieSessionHint(jar);
    expect(SESSION_HINT_COOKIE).toBe('__Host-spark_session');
    jar.cookie = 'spark_session=1';
    expect(hint.maybeSignedIn()).toBe(true);
    hint.forget();
    expect(hint.maybeSignedIn()).toBe(false);
    expect(jar.cookie).toBe('');
  });
});
