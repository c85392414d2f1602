/** A real `ws` client for the suite: it keeps every text frame and the close, and waits for them. */
import WebSocket from 'ws';

export interface Closed {
  readonly code: number;
  readonly reason: string;
  /** performance.now() when the close arrived. */
  readonly at: number;
}

export class TestSocket {
  readonly ws: WebSocket;
  readonly frames: unknown[] = [];
  readonly closed: Promise<Closed>;
  readonly #waiters: Array<() => void> = [];
  #read = 0;

  /** Opens `url` (relative to `baseUrl`, e.g. `/api/ws?token=…`) with the ws or wss scheme. */
  constructor(baseUrl: string, url: string, options: { readonly origin?: string } = {}) {
    const target = new URL(url, baseUrl);
    target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
    this.ws = new WebSocket(target, options.origin === undefined ? {} : { origin: options.origin });
    this.ws.on('message', (data, isBinary) => {
      this.frames.push(isBinary ? data : JSON.parse(data.toString()));
      this.#wake();
    });
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString(), at: performance.now() });
        this.#wake();
      });
    });
    // A refused upgrade or a dropped link is seen as a close; the error itself needs no handling here.
    this.ws.on('error', () => undefined);
  }

  /** Resolves when the socket is open (rejects when it closed first). */
  opened(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('close', (code) => reject(new Error(`closed with ${code} before opening`)));
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' || frame instanceof Uint8Array ? frame : JSON.stringify(frame));
  }

  /** The next frame not read yet; fails after `timeoutMs`, or when the socket closes first. */
  async next(timeoutMs = 2000): Promise<unknown> {
    const deadline = performance.now() + timeoutMs;
    while (this.#read >= this.frames.length) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('the socket closed before the next frame');
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames[this.#read++];
  }

  /** Sends a ping and reads up to its pong: the frames that arrived before it (nudges sent earlier). */
  async drain(): Promise<unknown[]> {
    this.send({ type: 'ping' });
    const before: unknown[] = [];
    for (;;) {
      const frame = await this.next();
      if ((frame as { type?: unknown }).type === 'pong') return before;
      before.push(frame);
    }
  }

  close(): Promise<Closed> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close(1000);
    return this.closed;
  }

  #wake(): void {
    for (const wake of this.#waiters.splice(0)) wake();
  }
}
