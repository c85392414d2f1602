/**
 * How codes reach people. The demo outbox keeps them readable; a real SMS or e-mail provider implements this
 * port and is selected in server/app.ts (see docs/api.md, "Delivering codes").
 */
import type { Channel } from './destination';

export interface OutboundMessage {
  readonly channel: Channel;
  /** A normalised phone number (E.164) or e-mail address. */
  readonly to: string;
  readonly text: string;
}

export interface Outbox {
  /** Resolves once the provider accepted the message; rejects when it could not. */
  send(message: OutboundMessage): Promise<void>;
}
