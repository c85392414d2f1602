import type { Result } from '../shared';

/** A short-lived address of the realtime socket, token included. */
export interface SocketTicket {
  readonly url: string;
}

/** CHAT-05: hands out a fresh socket URL and token (`GET /ws/generate`) before each connection. */
export interface SocketTicketPort {
  generate(): Promise<Result<SocketTicket>>;
}
