import type { ReadonlySignal } from '@preact/signals-core';
import type { ChatNudge, ChatRealtimePort } from '../../core/chat';
import type { RealtimeConnection, RealtimeStore } from '../../core/realtime';
import type { MatchId, Unsubscribe } from '../../core/shared';

/**
 * The chat's view of the realtime link (CHAT-05): the nudges about matches and chat from the app's one
 * RealtimeConnection, whether it is open, and the typing pulse out through it.
 */
export class ConnectionChatRealtime implements ChatRealtimePort {
  readonly connected: ReadonlySignal<boolean>;

  constructor(
    private readonly connection: RealtimeConnection,
    store: RealtimeStore,
  ) {
    this.connected = store.isConnected;
  }

  onNudge(listener: (nudge: ChatNudge) => void): Unsubscribe {
    return this.connection.onNudge((nudge) => {
      if (nudge.type === 'match' || nudge.type === 'message' || nudge.type === 'typing' || nudge.type === 'read' || nudge.type === 'unmatch') listener(nudge);
    });
  }

  sendTyping(matchId: string): boolean {
    return this.connection.sendTyping(matchId as MatchId).ok;
  }
}
