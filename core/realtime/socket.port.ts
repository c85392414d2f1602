/** What the link reports, in order: `onOpen` at most once, then messages, then `onClose` once. */
export interface SocketHandlers {
  onOpen(): void;
  /** A text frame from the server; binary frames are not part of the protocol and are not reported. */
  onMessage(text: string): void;
  /** The link is gone: `code` is the close code the server sent, or 1006 when the link dropped without one. */
  onClose(code: number, reason: string): void;
  /** The link failed; `onClose` normally follows, but a caller must not rely on it. */
  onError(): void;
}

/** One connection, from the client's side. */
export interface SocketLink {
  /** Sends a text frame; a link that is not open drops it silently. */
  send(text: string): void;
  /** Closes the link; `code` is 1000 or in 3000-4999 as browsers require. */
  close(code?: number, reason?: string): void;
}

/** A bidirectional text channel to a URL (a WebSocket in the browser). */
export interface SocketPort {
  /** Starts connecting; handlers are only called after this returns. */
  connect(url: string, handlers: SocketHandlers): SocketLink;
}

/** The close code of a link ended on purpose by either side. */
export const NORMAL_CLOSURE = 1000;
/** The close code reported when a link dropped without a close frame. */
export const ABNORMAL_CLOSURE = 1006;
