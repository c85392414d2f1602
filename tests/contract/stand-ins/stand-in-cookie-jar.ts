interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
  readonly httpOnly: boolean;
  readonly createdOrder: number;
}

/**
 * Stands in for `document.cookie` of a page, following RFC 6265 as browsers apply it to scripts: reading lists
 * `name=value` of the cookies whose path covers the page's path (longest path first, then oldest first), never
 * HttpOnly ones; writing stores or replaces one cookie by name and path (the default path is the directory of the
 * page's path); `Max-Age` of zero or less, or an `Expires` in the past, removes it; a script cannot write over an
 * HttpOnly cookie. Cookies the server sets go in through `serverSets`, with the same syntax as `Set-Cookie`.
 */
export class StandInCookieJar {
  readonly #cookies: StoredCookie[] = [];
  #order = 0;

  constructor(
    private readonly pagePath = '/app/recs',
    private readonly now: () => number = () => Date.now(),
  ) {}

  get cookie(): string {
    return this.#cookies
      .filter((c) => !c.httpOnly && this.#pathMatches(c.path))
      .sort((a, b) => b.path.length - a.path.length || a.createdOrder - b.createdOrder)
      .map((c) => (c.name === '' ? c.value : `${c.name}=${c.value}`))
      .join('; ');
  }

  set cookie(line: string) {
    this.#store(line, false);
  }

  /** A `Set-Cookie` header from the server (which may set HttpOnly cookies). */
  serverSets(line: string): void {
    this.#store(line, true);
  }

  /** Every stored cookie as `name=value; path`, HttpOnly ones included, in a stable order. */
  get stored(): readonly string[] {
    return this.#cookies.map((c) => `${c.name}=${c.value}; ${c.path}${c.httpOnly ? '; HttpOnly' : ''}`).sort();
  }

  #store(line: string, fromServer: boolean): void {
    const [pair = '', ...attributeParts] = line.split(';');
    const eq = pair.indexOf('=');
    const name = (eq === -1 ? '' : pair.slice(0, eq)).trim();
    const value = (eq === -1 ? pair : pair.slice(eq + 1)).trim();
    let path = this.#defaultPath();
    let httpOnly = false;
    let expired = false;
    for (const part of attributeParts) {
      const i = part.indexOf('=');
      const key = (i === -1 ? part : part.slice(0, i)).trim().toLowerCase();
      const attr = i === -1 ? '' : part.slice(i + 1).trim();
      if (key === 'path' && attr.startsWith('/')) path = attr;
      else if (key === 'httponly') httpOnly = true;
      else if (key === 'max-age' && /^-?\d+$/.test(attr)) expired = Number(attr) <= 0;
      else if (key === 'expires' && !Number.isNaN(Date.parse(attr))) expired = Date.parse(attr) <= this.now();
    }
    if (httpOnly && !fromServer) return;
    const index = this.#cookies.findIndex((c) => c.name === name && c.path === path);
    const existing = index === -1 ? undefined : this.#cookies[index];
    if (existing?.httpOnly && !fromServer) return;
    if (index !== -1) this.#cookies.splice(index, 1);
    if (expired) return;
    this.#cookies.push({ name, value, path, httpOnly, createdOrder: existing?.createdOrder ?? (this.#order += 1) });
  }

  #defaultPath(): string {
    const last = this.pagePath.lastIndexOf('/');
    return last <= 0 ? '/' : this.pagePath.slice(0, last);
  }

  #pathMatches(cookiePath: string): boolean {
    if (this.pagePath === cookiePath) return true;
    if (!this.pagePath.startsWith(cookiePath)) return false;
    return cookiePath.endsWith('/') || this.pagePath[cookiePath.length] === '/';
  }
}
