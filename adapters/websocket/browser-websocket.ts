import { ABNORMAL_CLOSURE, type SocketHandlers, type SocketLink, type SocketPort } from '../../core/realtime';

/** The part of the WebSocket API this adapter uses; the browser's WebSocket and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { readonly code: number; readonly reason: string }) => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** `WebSocket.OPEN`, the same in every implementation. */
const OPEN = 1;

/** SocketPort over the WebSocket API (CHAT-05). Node 20 has no global WebSocket: pass the `ws` package's there. */
export class BrowserWebSocket implements SocketPort {
  readonly #WebSocketImpl: WebSocketConstructor;

  constructor(WebSocketImpl: WebSocketConstructor | undefined = globalThis.WebSocket) {
    if (WebSocketImpl === undefined) throw new Error('BrowserWebSocket: no WebSocket implementation on this platform');
    this.#WebSocketImpl = WebSocketImpl;
  }

  connect(url: string, handlers: SocketHandlers): SocketLink {
    let socket: WebSocketLike;
    try {
      socket = new this.#WebSocketImpl(url);
    } catch {
      // A malformed URL throws at once; report it as a failed connection, after connect() returns.
      void Promise.resolve().then(() => {
        handlers.onError();
        handlers.onClose(ABNORMAL_CLOSURE, '');
      });
      return { send: () => undefined, close: () => undefined };
    }
    socket.addEventListener('open', () => handlers.onOpen());
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string') handlers.onMessage(event.data);
    });
    socket.addEventListener('close', (event) => handlers.onClose(event.code, event.reason));
    socket.addEventListener('error', () => handlers.onError());
    return {
      send: (text) => {
        // A WebSocket throws when sent to while connecting; the port drops frames on a link that is not open.
        if (socket.readyState === OPEN) socket.send(text);
      },
      close: (code, reason) => socket.close(code, reason),
    };
  }
}
