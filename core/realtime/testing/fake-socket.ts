import { parseClientFrame, type ClientFrame, type Nudge } from '../protocol';
import { ABNORMAL_CLOSURE, NORMAL_CLOSURE, type SocketHandlers, type SocketLink, type SocketPort } from '../socket.port';

export type FakeLinkState = 'connecting' | 'open' | 'closed';

/** How the fake answers new connections: leave them to the test, or accept / refuse them on its own. */
export type FakeSocketResponse = 'manual' | 'accept' | 'refuse';

/**
 * One in-memory connection. The client side is the `SocketLink` the core holds; the methods below it play
 * the server and the network, and call the core's handlers at once so that a test controls every step.
 */
export class FakeSocketLink implements SocketLink {
  #state: FakeLinkState = 'connecting';
  #accepted = false;
  /** Every text frame the client sent while the link was open. */
  readonly sent: string[] = [];
  /** The code and reason the client closed with, if it did. */
  closedByClient: { readonly code: number; readonly reason: string } | undefined;

  constructor(
    readonly url: string,
    private readonly handlers: SocketHandlers,
  ) {}

  get state(): FakeLinkState {
    return this.#state;
  }

  /** Whether the handshake ever completed. */
  get accepted(): boolean {
    return this.#accepted;
  }

  send(text: string): void {
    if (this.#state === 'open') this.sent.push(text);
  }

  close(code = NORMAL_CLOSURE, reason = ''): void {
    if (this.#state === 'closed') return;
    const wasOpen = this.#state === 'open';
    this.#state = 'closed';
    this.closedByClient = { code, reason };
    // As in a browser, the close event comes later; closing a link that never opened reports a failure.
    void Promise.resolve().then(() => {
      if (wasOpen) this.handlers.onClose(code, reason);
      else this.#fail();
    });
  }

  /** The frames the client sent, parsed (malformed ones as `undefined`). */
  sentFrames(): (ClientFrame | undefined)[] {
    return this.sent.map(parseClientFrame);
  }

  /** The server completes the handshake. */
  accept(): void {
    this.#expect('connecting', 'accept');
    this.#state = 'open';
    this.#accepted = true;
    this.handlers.onOpen();
  }

  /** The server or the network refuses the connection. */
  refuse(): void {
    this.#expect('connecting', 'refuse');
    this.#state = 'closed';
    this.#fail();
  }

  /** The server sends a text frame. */
  deliver(text: string): void {
    this.#expect('open', 'deliver');
    this.handlers.onMessage(text);
  }

  deliverNudge(nudge: Nudge): void {
    this.deliver(JSON.stringify(nudge));
  }

  /** The server closes the link with a close frame. */
  serverClose(code: number, reason = ''): void {
    this.#expect('open', 'serverClose');
    this.#state = 'closed';
    this.handlers.onClose(code, reason);
  }

  /** The link drops without a close frame (server crash, lost network). */
  drop(): void {
    if (this.#state === 'closed') throw new Error('fake socket: drop on a closed link');
    this.#state = 'closed';
    this.handlers.onClose(ABNORMAL_CLOSURE, '');
  }

  #fail(): void {
    this.handlers.onError();
    this.handlers.onClose(ABNORMAL_CLOSURE, '');
  }

  #expect(state: FakeLinkState, action: string): void {
    if (this.#state !== state) throw new Error(`fake socket: ${action} on a ${this.#state} link`);
  }
}

/** An in-memory SocketPort that records every connection it was asked for. */
export class FakeSocket implements SocketPort {
  readonly links: FakeSocketLink[] = [];
  #response: FakeSocketResponse;

  constructor(response: FakeSocketResponse = 'manual') {
    this.#response = response;
  }

  /** How later connections are answered. */
  respondWith(response: FakeSocketResponse): void {
    this.#response = response;
  }

  connect(url: string, handlers: SocketHandlers): SocketLink {
    const link = new FakeSocketLink(url, handlers);
    this.links.push(link);
    const response = this.#response;
    if (response !== 'manual') {
      // Never from inside connect(): the port promises that handlers run after it returns.
      void Promise.resolve().then(() => {
        if (link.state !== 'connecting') return;
        if (response === 'accept') link.accept();
        else link.refuse();
      });
    }
    return link;
  }

  /** The most recent connection; throws when there is none, which is a mistake in the test. */
  latest(): FakeSocketLink {
    const link = this.links.at(-1);
    if (link === undefined) throw new Error('fake socket: no connection yet');
    return link;
  }
}
