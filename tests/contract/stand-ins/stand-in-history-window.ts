interface Entry {
  url: URL;
  state: unknown;
}

/** `window.location` of the stand-in: read-only views of the current entry's URL. */
class StandInLocation {
  constructor(private readonly current: () => URL) {}
  get href(): string {
    return this.current().href;
  }
  get origin(): string {
    return this.current().origin;
  }
  get pathname(): string {
    return this.current().pathname;
  }
  get search(): string {
    return this.current().search;
  }
  get hash(): string {
    return this.current().hash;
  }
}

/**
 * `window.history` of the stand-in, following the History API of the HTML standard for one document:
 * `pushState` drops the entries after the current one, appends one and makes it current; `replaceState` swaps the
 * current entry; neither fires an event. Both resolve the URL against the current one and refuse another origin
 * with a SecurityError. `go`/`back`/`forward` traverse in a later task and then fire `popstate` on the window
 * (and `hashchange` when only the fragment differs); a step out of range does nothing.
 */
class StandInHistory {
  constructor(private readonly owner: StandInHistoryWindow) {}
  get length(): number {
    return this.owner.entries.length;
  }
  get state(): unknown {
    return this.owner.entries[this.owner.index]!.state;
  }
  pushState(state: unknown, _unused: string, url?: string | URL | null): void {
    const next = this.owner.resolve(url);
    this.owner.entries.splice(this.owner.index + 1, this.owner.entries.length, { url: next, state: structuredClone(state) });
    this.owner.index += 1;
  }
  replaceState(state: unknown, _unused: string, url?: string | URL | null): void {
    this.owner.entries[this.owner.index] = { url: this.owner.resolve(url), state: structuredClone(state) };
  }
  go(delta = 0): void {
    setImmediate(() => this.owner.traverse(delta));
  }
  back(): void {
    this.go(-1);
  }
  forward(): void {
    this.go(1);
  }
}

type Listener = Parameters<EventTarget['addEventListener']>;

/** A window of one page of the app: an EventTarget with `location` and `history`. */
export class StandInHistoryWindow extends EventTarget {
  entries: Entry[];
  index = 0;
  #listeners: Listener[] = [];
  readonly location = new StandInLocation(() => this.entries[this.index]!.url);
  readonly history = new StandInHistory(this);

  constructor(href = 'https://spark.test/app') {
    super();
    this.entries = [{ url: new URL(href), state: null }];
  }

  override addEventListener(...args: Listener): void {
    this.#listeners.push(args);
    super.addEventListener(...args);
  }

  /** A fresh page load at `href`: one history entry, and the listeners of the page before are gone. */
  load(href: string): void {
    for (const [type, listener, options] of this.#listeners) super.removeEventListener(type, listener, options);
    this.#listeners = [];
    this.entries = [{ url: new URL(href, this.entries[0]!.url), state: null }];
    this.index = 0;
  }

  resolve(url: string | URL | null | undefined): URL {
    const current = this.entries[this.index]!.url;
    if (url === undefined || url === null) return new URL(current);
    const next = new URL(url, current);
    if (next.origin !== current.origin) throw new DOMException(`Cannot move to ${next.href} from ${current.origin}`, 'SecurityError');
    return next;
  }

  traverse(delta: number): void {
    const target = this.index + delta;
    if (delta === 0 || target < 0 || target >= this.entries.length) return;
    const before = this.entries[this.index]!.url;
    this.index = target;
    const after = this.entries[this.index]!.url;
    const event = new Event('popstate') as Event & { state?: unknown };
    event.state = this.entries[this.index]!.state;
    this.dispatchEvent(event);
    const sameDocumentPart = before.origin + before.pathname + before.search === after.origin + after.pathname + after.search;
    if (sameDocumentPart && before.hash !== after.hash) this.dispatchEvent(new Event('hashchange'));
  }
}
