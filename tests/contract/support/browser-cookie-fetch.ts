/**
 * `fetch` as a page served by the API's own origin sees it, for clients running in Node: cookies the server sets
 * are kept and sent back on later requests whose path they cover (an HttpOnly refresh cookie included, as a
 * browser would), and every request that is not a GET carries the page's `Origin`. One instance is one browser.
 */
interface StoredCookie {
  readonly value: string;
  readonly path: string;
}

const attributeOf = (attributes: readonly string[], name: string): string | undefined => {
  const found = attributes.find((a) => a.toLowerCase().startsWith(`${name}=`));
  return found?.slice(name.length + 1);
};

/** The cookie's path covers the request's: equal, or a prefix that ends at a `/`. */
const pathCovers = (cookiePath: string, requestPath: string): boolean =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

export class BrowserCookieFetch {
  readonly #cookies = new Map<string, StoredCookie>();

  constructor(private readonly origin: string) {}

  /** The cookies this browser holds now, by name (HttpOnly ones too). */
  get cookies(): ReadonlyMap<string, string> {
    return new Map([...this.#cookies].map(([name, cookie]) => [name, cookie.value]));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    const cookie = [...this.#cookies]
      .filter(([, stored]) => pathCovers(stored.path, url.pathname))
      .map(([name, stored]) => `${name}=${stored.value}`)
      .join('; ');
    if (cookie !== '') headers.set('cookie', cookie);
    if (request.method !== 'GET' && request.method !== 'HEAD') headers.set('origin', this.origin);
    const response = await globalThis.fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) this.#store(line, url.pathname);
    return response;
  };

  #store(line: string, requestPath: string): void {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const maxAge = attributeOf(rest, 'max-age');
    const expires = attributeOf(rest, 'expires');
    const expired = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (expired) {
      this.#cookies.delete(name);
      return;
    }
    const defaultPath = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/';
    this.#cookies.set(name, { value, path: attributeOf(rest, 'path') ?? defaultPath });
  }
}
