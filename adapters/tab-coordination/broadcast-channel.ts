import type { AuthBroadcast, AuthBroadcastPort } from '../../core/auth';
import type { Unsubscribe } from '../../core/shared';

interface ChannelLike {
  postMessage(message: unknown): void;
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

/**
 * Session messages between the tabs of the origin over a BroadcastChannel (same-origin only, never stored).
 * Malformed messages are ignored. Without BroadcastChannel, tabs simply do not hear each other.
 */
export class BroadcastChannelAuthBroadcast implements AuthBroadcastPort {
  readonly #channel: ChannelLike | undefined;

  constructor(channel?: ChannelLike, name = 'spark-auth') {
    const Ctor = (globalThis as { BroadcastChannel?: new (n: string) => ChannelLike }).BroadcastChannel;
    this.#channel = channel ?? (Ctor ? new Ctor(name) : undefined);
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
}
