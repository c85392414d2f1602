import type { AuthBroadcast, AuthBroadcastPort } from '../../core/auth';
import type { Unsubscribe } from '../../core/shared';

/** The part of a BroadcastChannel this adapter uses; the browser's and Node's both fit. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const isBroadcast = (data: unknown): data is AuthBroadcast => {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case 'token':
      return typeof m.authToken === 'string' && typeof m.authTokenExpiration === 'number' && typeof m.userId === 'string';
    case 'token-request':
      return typeof m.requestId === 'string' && (m.staleToken === null || typeof m.staleToken === 'string');
    case 'logout':
      return true;
    default:
      return false;
  }
};

/** The app's BroadcastChannel, or undefined where the platform has none. */
export const openBroadcastChannel = (name = 'spark-auth'): ChannelLike | undefined => {
  const Ctor = (globalThis as { BroadcastChannel?: new (n: string) => ChannelLike }).BroadcastChannel;
  return Ctor ? new Ctor(name) : undefined;
};

/**
 * Session messages between the tabs of the origin over a BroadcastChannel (same-origin only, never stored).
 * Malformed messages are ignored. Without a channel, tabs simply do not hear each other. `close` closes the
 * channel (an open one keeps a Node process alive); after it, publishing does nothing and nothing is heard.
 */
export class BroadcastChannelAuthBroadcast implements AuthBroadcastPort {
  #channel: ChannelLike | undefined;

  constructor(channel: ChannelLike | undefined = openBroadcastChannel()) {
    this.#channel = channel;
  }

  publish(message: AuthBroadcast): void {
    this.#channel?.postMessage(message);
  }

  subscribe(listener: (message: AuthBroadcast) => void): Unsubscribe {
    const channel = this.#channel;
    if (!channel) return () => undefined;
    const onMessage = (event: { data: unknown }) => {
      if (isBroadcast(event.data)) listener(event.data);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }

  close(): void {
    this.#channel?.close();
    this.#channel = undefined;
  }
}
